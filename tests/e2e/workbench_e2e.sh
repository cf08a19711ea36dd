#!/usr/bin/env bash
# The real window driven like a user, under Xvfb with xdotool (issue 25): File › Open a
# bundle folder, step through the chain of reasons with F8 to the raw line, copy that line
# and read the clipboard back with xclip, search every file and open a match, export a PDF.
# Issue 47: a time range dragged on the timeline filters the raw log and is cleared again;
# a bookmark (Ctrl+B) is found again with F2.
# Usage: workbench_e2e.sh WORKBENCH SOURCE_DIR. Skips (exit 77) without Xvfb/xdotool/xclip.
set -euo pipefail
WORKBENCH=$1
SOURCE_DIR=$2
for tool in xvfb-run xdotool xclip pdftotext; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (scripts/setup installs it)"; exit 77; }
done
if [ -z "${AW_E2E_INSIDE:-}" ]; then
  # A display of its own, at a laptop's size.
  exec env AW_E2E_INSIDE=1 xvfb-run -a -s "-screen 0 1366x768x24" "$0" "$@"
fi

WORK=$(mktemp -d)
trap 'kill "$APP" 2>/dev/null || true; rm -rf "$WORK"' EXIT
export XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache
export QT_QPA_PLATFORM=xcb
SAMPLE=$SOURCE_DIR/resources/samples/xid79-gpu-off-bus
# Where the timeline's time axis is in the window, in thousandths of its size.
TL_AXIS_Y_PERMILLE=${TL_AXIS_Y_PERMILLE:-653}
TL_FROM_X_PERMILLE=${TL_FROM_X_PERMILLE:-374}
TL_TO_X_PERMILLE=${TL_TO_X_PERMILLE:-622}
step() { echo "== $*"; }
fail() { echo "FAIL: $*"; import -window root "$WORK/../aw-e2e-failure.png" 2>/dev/null || true; exit 1; }
key() { xdotool key --clearmodifiers "$@"; sleep 0.4; }
type_text() { xdotool type --delay 15 "$1"; sleep 0.3; }
clipboard() { xclip -o -selection clipboard 2>/dev/null || true; }
# Copies (Ctrl+C) until the clipboard holds `text` (a busy machine is slow to repaint and
# to take keys); prints what it holds.
copy_expecting() {
  local text=$1 got=""
  for _ in $(seq 1 10); do
    key ctrl+c
    got=$(clipboard)
    [[ "$got" == *"$text"* ]] && break
    sleep 0.5
  done
  echo "clipboard: $got"
  [[ "$got" == *"$text"* ]]
}
# The window whose title matches, waited for up to $2 seconds.
wait_window() {
  local name=$1 limit=${2:-30} id=""
  for _ in $(seq 1 $((limit * 5))); do
    id=$(xdotool search --onlyvisible --name "$name" 2>/dev/null | head -1) && [ -n "$id" ] && { echo "$id"; return 0; }
    sleep 0.2
  done
  return 1
}
focus() { xdotool windowfocus --sync "$1" 2>/dev/null || true; sleep 0.3; }

step "start the workbench"
"$WORKBENCH" >"$WORK/app.log" 2>&1 &
APP=$!
MAIN=$(wait_window "^Attribution Workbench$" 30) || fail "no main window"
focus "$MAIN"

step "File › Open bundle folder (Ctrl+O), type the folder, Enter"
key ctrl+o
DIALOG=$(wait_window "Open bundle folder" 10) || fail "no folder dialog"
focus "$DIALOG"
type_text "$SAMPLE"
key Return
# The directory dialog may first go into the folder: Enter again chooses it.
sleep 1
if xdotool search --onlyvisible --name "Open bundle folder" >/dev/null 2>&1; then key Return; fi
MAIN=$(wait_window "xid79-gpu-off-bus — Attribution Workbench" 60) || fail "the bundle did not open"
focus "$MAIN"
sleep 1

step "drag a time range along the timeline's axis: the raw log shows only that range"
# The timeline's axis strip, measured on this layout (1366x768 screen, the default docks):
# the plot spans the middle column under the graph, its axis is the strip above its rows.
eval "$(xdotool getwindowgeometry --shell "$MAIN")"
AXIS_Y=$((Y + HEIGHT * TL_AXIS_Y_PERMILLE / 1000))
FROM_X=$((X + WIDTH * TL_FROM_X_PERMILLE / 1000))
TO_X=$((X + WIDTH * TL_TO_X_PERMILLE / 1000))
xdotool mousemove "$FROM_X" "$AXIS_Y"; sleep 0.3
xdotool mousedown 1; sleep 0.2
for x in $(seq "$FROM_X" 20 "$TO_X") "$TO_X"; do xdotool mousemove "$x" "$AXIS_Y"; sleep 0.02; done
xdotool mouseup 1; sleep 1
if [ -n "${AW_E2E_SHOTS:-}" ]; then mkdir -p "$AW_E2E_SHOTS"; import -window root "$AW_E2E_SHOTS/e2e-range.png"; fi
key alt+5
key ctrl+Home            # the first line in the range: the incident day, not the boot
copy_expecting "[88" || fail "the raw log does not start in the range (a boot line is still shown?)"
[[ "$(clipboard)" != *"Linux version"* ]] || fail "the boot line is shown inside the range"

step "a right click on the timeline, Show all times: every line is back"
xdotool mousemove "$(((FROM_X + TO_X) / 2))" "$((AXIS_Y + HEIGHT * 60 / 1000))"; sleep 0.3
xdotool click 3; sleep 0.8
key Down Down Return     # the menu's second entry: Show all times (clear the range)
sleep 0.5

step "move the raw log elsewhere, then step through the chain with F8 to the raw line, copy it"
key alt+5                # Go to › Raw logs: the text has the focus
key ctrl+Home            # its first line: not the Xid
copy_expecting "Linux version" || fail "the raw log's first line was not copied"
for _ in 1 2 3 4 5 6 7 8 9 10; do key shift+F8; done   # back to the verdict
for _ in 1 2 3 4 5 6 7 8; do key F8; done              # ... and along the chain to the raw line
key alt+5
copy_expecting "NVRM: Xid (PCI:0000:5a:00): 79" || fail "stepping did not bring the raw log to the Xid 79 line"

step "search every file (Ctrl+Shift+F), open the first match, copy its line"
key ctrl+shift+f
type_text "Watchdog caught collective operation timeout"
key Return
sleep 2
key Down                 # into the list of matches
key Return               # opens the line in the raw log
copy_expecting "Watchdog caught collective operation timeout" || fail "the opened match is not a matching line"

step "bookmark that line (Ctrl+B), go to the first line, F2 comes back to it"
key ctrl+b
key ctrl+Home
copy_expecting "launching" || fail "Ctrl+Home did not go to the first line"
key F2
copy_expecting "Watchdog caught collective operation timeout" || fail "F2 did not come back to the bookmarked line"

step "export a PDF (Ctrl+E, Export…, a .pdf name)"
key ctrl+e
EXPORT=$(wait_window "^Export report$" 10) || fail "no export dialog"
focus "$EXPORT"
key alt+e
SAVE=$(wait_window "^Export report$" 10) || fail "no file dialog"
sleep 1
key ctrl+a
type_text "$WORK/report.pdf"
key Return
for _ in $(seq 1 50); do [ -s "$WORK/report.pdf" ] && break; sleep 0.2; done
[ -s "$WORK/report.pdf" ] || fail "no PDF written"
PDF_TEXT=$(pdftotext "$WORK/report.pdf" -)
[[ "$PDF_TEXT" == *"Attribution report"* && "$PDF_TEXT" == *"Chain of reasons"* ]] || fail "the PDF has no report in it"
if [ -n "${AW_E2E_SHOTS:-}" ]; then mkdir -p "$AW_E2E_SHOTS"; import -window root "$AW_E2E_SHOTS/e2e-final.png"; fi
echo "PASS: opened, ranged, stepped, copied, searched, bookmarked, exported"
