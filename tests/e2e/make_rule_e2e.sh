#!/usr/bin/env bash
# The real window driven like a user, under Xvfb with xdotool (issue 46): open a bundle whose
# verdict is unknown (a real case of tests/data/real), pick a line of its unexplained error
# lines (Alt+U, Down), "Make a rule from this line" (Enter), wait for the preview, save it
# (Enter) to the user's rule folder; the bundle is analysed again with it and its verdict
# changes, which an exported Markdown report shows.
# Usage: make_rule_e2e.sh WORKBENCH SOURCE_DIR. Skips (exit 77) without Xvfb/xdotool.
set -euo pipefail
WORKBENCH=$1
SOURCE_DIR=$2
for tool in xvfb-run xdotool; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (scripts/setup installs it)"; exit 77; }
done
if [ -z "${AW_E2E_INSIDE:-}" ]; then
  exec env AW_E2E_INSIDE=1 xvfb-run -a -s "-screen 0 1366x768x24" "$0" "$@"
fi

WORK=$(mktemp -d)
trap 'kill "$APP" 2>/dev/null || true; rm -rf "$WORK"' EXIT
export XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data XDG_CACHE_HOME=$WORK/cache
export QT_QPA_PLATFORM=xcb
unset AW_USER_RULES
CASE=$SOURCE_DIR/tests/data/real/src7a-thunder-two-node-keyerror-viking-prod-230-remat-bug/bundle
RULES=$WORK/my-rules
source "$(dirname "$0")/e2e_helpers.sh"
shot() { if [ -n "${AW_E2E_SHOTS:-}" ]; then mkdir -p "$AW_E2E_SHOTS"; import -window root "$AW_E2E_SHOTS/$1.png" 2>/dev/null || true; fi; }
fail() { echo "FAIL: $*"; shot make-rule-failure; exit 1; }
# The verdict as an exported Markdown report says it (Ctrl+E, Export…, a .md name).
export_verdict() {
  local out=$WORK/$1.md
  key ctrl+e
  EXPORT=$(wait_window "^Export report$" 10) || fail "no export dialog"
  focus "$EXPORT"
  key alt+e
  wait_window "^Export report$" 10 >/dev/null || fail "no file dialog"
  sleep 1
  key ctrl+a
  type_text "$out"
  key Return
  for _ in $(seq 1 50); do [ -s "$out" ] && break; sleep 0.2; done
  [ -s "$out" ] || fail "no report written"
  # The export dialog stays open (it previews the report): close it.
  focus "$EXPORT"
  key Escape
  for _ in $(seq 1 25); do xdotool search --onlyvisible --name "^Export report$" >/dev/null 2>&1 || break; sleep 0.2; done
  grep -m1 "^| Outcome" "$out"
}

step "open the unknown bundle with a user rule folder of its own"
"$WORKBENCH" --user-rules "$RULES" "$CASE" >"$WORK/app.log" 2>&1 &
APP=$!
MAIN=$(wait_window "bundle — Attribution Workbench" 60) || fail "the bundle did not open"
focus "$MAIN"
sleep 1
BEFORE=$(export_verdict before)
echo "before: $BEFORE"
[[ "$BEFORE" == *"unknown"* || "$BEFORE" == *"Unknown"* ]] || fail "the verdict is not unknown at first"
[ ! -e "$RULES" ] || fail "the rule folder exists before any rule is saved"
focus "$MAIN"

step "pick the first unexplained line (Alt+U, Down) and make a rule from it (Enter)"
key alt+u
key Down
shot make-rule-1-unexplained
key Return
DIALOG=$(wait_window "^Make a rule from this line$" 10) || fail "no rule editor"
focus "$DIALOG"
sleep 2  # the preview runs off the GUI thread
shot make-rule-2-editor

step "save it (Enter: the Save button, enabled once the preview shows the rule loads)"
for _ in $(seq 1 20); do
  key Return
  xdotool search --onlyvisible --name "^Make a rule from this line$" >/dev/null 2>&1 || break
  sleep 0.5
done
xdotool search --onlyvisible --name "^Make a rule from this line$" >/dev/null 2>&1 && fail "the editor did not save"
ls "$RULES"/*.json >/dev/null 2>&1 || fail "no rule file in $RULES"
echo "saved: $(ls "$RULES")"

step "the bundle is analysed again with the rule: the verdict changes"
sleep 3
focus "$MAIN"
AFTER=$(export_verdict after)
echo "after: $AFTER"
[[ "$AFTER" == *"Application"* || "$AFTER" == *"application"* ]] || fail "the verdict did not change to application"
shot make-rule-3-after
echo "PASS: an unexplained line became a rule and changed the verdict"
