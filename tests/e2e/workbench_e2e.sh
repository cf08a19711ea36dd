#!/usr/bin/env bash
# The real window driven like a user, under Xvfb with xdotool (issue 25): File › Open a
# bundle folder, step through the chain of reasons with F8 to the raw line, copy that line
# and read the clipboard back with xclip, search every file and open a match, export a PDF;
# a time range dragged on the timeline filters the raw log and is cleared again; a bookmark
# (Ctrl+B) is found again with F2 (issue 47); then on a generated 64-node bundle (issue 47):
# open its biggest log (node0001/train.log, 14 MB) from a search of every file, type a
# search into it while checking that the window still repaints, and search every file, the
# window no wider than the screen afterwards. Where the timeline's axis, first fault and
# rows are is read from the workbench itself (AW_E2E_POINTS, app/gui/e2e_points.h), not
# guessed from the window's size.
# Usage: workbench_e2e.sh WORKBENCH SOURCE_DIR [AW_GEN_BUNDLE]. Skips (exit 77) without
# Xvfb/xdotool/xclip; without AW_GEN_BUNDLE the big-bundle part is left out.
set -euo pipefail
WORKBENCH=$1
SOURCE_DIR=$2
GEN_BUNDLE=${3:-}
for tool in xvfb-run xdotool xclip pdftotext import; do
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
source "$(dirname "$0")/e2e_helpers.sh"
# The workbench writes where it draws named points ("NAME X Y", screen coordinates).
export AW_E2E_POINTS=$WORK/points
fail() { echo "FAIL: $*"; import -window root "$WORK/../aw-e2e-failure.png" 2>/dev/null || true; exit 1; }
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

step "start the workbench"
"$WORKBENCH" >"$WORK/app.log" 2>&1 &
APP=$!
MAIN=$(wait_window "^Attribution Workbench$" 30) || fail "no main window"
focus "$MAIN"

# File › Open bundle folder (Ctrl+O), the folder $1 typed, Enter; the window titled $2 is
# waited for up to $3 seconds and becomes MAIN.
open_folder() {
  key ctrl+o
  DIALOG=$(wait_window "Open bundle folder" 10) || fail "no folder dialog"
  focus "$DIALOG"
  type_text "$1"
  key Return
  # The directory dialog may first go into the folder: Enter again chooses it.
  sleep 1
  if xdotool search --onlyvisible --name "Open bundle folder" >/dev/null 2>&1; then key Return; fi
  MAIN=$(wait_window "$2" "$3") || fail "the bundle $1 did not open"
  focus "$MAIN"
  sleep 1
}

step "File › Open bundle folder (Ctrl+O), type the folder, Enter"
open_folder "$SAMPLE" "xid79-gpu-off-bus — Attribution Workbench" 60

step "drag a time range along the timeline's axis: the raw log shows only that range"
# Where the timeline draws its axis strip and the first fault, as it says; a point outside
# the window (a file left from an earlier layout) fails rather than clicks elsewhere.
eval "$(xdotool getwindowgeometry --shell "$MAIN")"
read -r AXIS_LEFT AXIS_Y < <(point timeline.axis.left) || fail "the timeline did not say where its axis starts"
read -r AXIS_RIGHT _ < <(point timeline.axis.right) || fail "the timeline did not say where its axis ends"
read -r FAULT_X _ < <(point timeline.axis.fault) || fail "the timeline did not say where the first fault is"
echo "timeline axis x $AXIS_LEFT-$AXIS_RIGHT at y $AXIS_Y, first fault at x $FAULT_X (window ${WIDTH}x$HEIGHT at $X,$Y)"
for at in "$AXIS_LEFT $AXIS_Y" "$AXIS_RIGHT $AXIS_Y"; do
  inside_window $at || fail "the timeline's axis ($at) is outside the window"
done
[ $((AXIS_RIGHT - AXIS_LEFT)) -ge 200 ] || fail "the timeline's axis is only $((AXIS_RIGHT - AXIS_LEFT)) px wide"
# A quarter of the axis either side of the first fault: the incident, not the boot.
QUARTER=$(((AXIS_RIGHT - AXIS_LEFT) / 4))
FROM_X=$((FAULT_X - QUARTER < AXIS_LEFT ? AXIS_LEFT : FAULT_X - QUARTER))
TO_X=$((FAULT_X + QUARTER > AXIS_RIGHT ? AXIS_RIGHT : FAULT_X + QUARTER))
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
read -r ROWS_X ROWS_Y < <(point timeline.rows.middle) || fail "the timeline did not say where its rows are"
inside_window "$ROWS_X" "$ROWS_Y" || fail "the timeline's rows ($ROWS_X $ROWS_Y) are outside the window"
xdotool mousemove "$ROWS_X" "$ROWS_Y"; sleep 0.3
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
# A build without the generator (the sanitizer build makes only the test programs) leaves
# the big-bundle part out.
[ -n "$GEN_BUNDLE" ] && [ ! -x "$GEN_BUNDLE" ] && { echo "($GEN_BUNDLE is not built: the big-bundle part is left out)"; GEN_BUNDLE=; }
[ -z "$GEN_BUNDLE" ] && { echo "PASS: opened, ranged, stepped, copied, searched, bookmarked, exported"; exit 0; }

# ---- issue 47: the search on a bigger bundle (64 nodes, 60 MB: a few seconds to write)
BIG=$WORK/big-bundle
# node0001's train.log as big as the one issue 47's reporter typed into (13.7 MB, 128k lines).
"$GEN_BUNDLE" "$BIG" --nodes 64 --bytes 60000000 --first-node-log-bytes 14000000 --first-node-log-lines 128000 \
  >/dev/null || fail "aw-gen-bundle did not write the bundle"
BIG_LOG_BYTES=$(stat -c %s "$BIG/nodes/node0001/train.log")
[ "$BIG_LOG_BYTES" -ge 14000000 ] || fail "node0001/train.log is only $BIG_LOG_BYTES bytes"
# The window's screen picture, as a number that changes when anything is repainted.
shot() { import -window "$MAIN" -depth 8 rgb:- 2>/dev/null | md5sum | cut -c1-32; }
width_of() { xdotool getwindowgeometry "$1" | sed -n 's/.*Geometry: \([0-9]*\)x.*/\1/p'; }

step "close the export dialog, open the generated bundle"
for _ in 1 2 3; do
  xdotool search --onlyvisible --name "^Export report$" >/dev/null 2>&1 || break
  focus "$EXPORT"
  key Escape
done
xdotool search --onlyvisible --name "^Export report$" >/dev/null 2>&1 && fail "the export dialog did not close"
focus "$MAIN"
open_folder "$BIG" "big-bundle — Attribution Workbench" 120

step "open the biggest log ($BIG_LOG_BYTES bytes) from a search of every file"
key alt+5
key ctrl+shift+f
key ctrl+a
type_text "node0001: launching"
key Return
sleep 2
key Down
key Return
copy_expecting "node0001: launching" || fail "the raw log did not open node0001/train.log"
echo "window width $(width_of "$MAIN") after opening it"

step "type a search into the raw log of that file while checking that the window repaints"
key ctrl+shift+f         # All files off: the search is the open file's
key alt+5
key ctrl+f
key ctrl+a
key BackSpace
# Each key changes the box, so each must show on screen within a second: the window is
# grabbed after every key and must differ from the grab before it.
before=$(shot)
for ch in r a n k; do
  xdotool type --delay 0 "$ch"
  changed=""
  for _ in $(seq 1 10); do
    sleep 0.1
    now=$(shot)
    [ "$now" != "$before" ] && { changed=1; break; }
  done
  [ -n "$changed" ] || fail "the window did not repaint within a second of typing '$ch'"
  before=$now
done
key ctrl+a
type_text "Xid|NCCL WARN"
# The window still answers: a key that moves the text (Ctrl+End) is painted.
before=$(shot)
key Escape
key alt+5
key ctrl+End
sleep 0.5
[ "$(shot)" != "$before" ] || fail "the window did not repaint after the search was typed"

step "search every file for WARN; the window stays within the screen"
SCREEN_WIDTH=$(xdotool getdisplaygeometry | cut -d' ' -f1)
echo "window width before the search $(width_of "$MAIN")"
key ctrl+shift+f
key ctrl+a
type_text "WARN"
key Return
sleep 3
WIDTH=$(width_of "$MAIN")
echo "window width $WIDTH, screen $SCREEN_WIDTH"
[ -n "$WIDTH" ] && [ "$WIDTH" -le "$SCREEN_WIDTH" ] || fail "the window is wider than the screen after the search ($WIDTH > $SCREEN_WIDTH)"
if [ -n "${AW_E2E_SHOTS:-}" ]; then import -window root "$AW_E2E_SHOTS/e2e-search-all-big.png"; fi
echo "PASS: opened, ranged, stepped, copied, searched, bookmarked, exported; typed a search into a big log, searched every file"
