# What the Xvfb + xdotool tests share (sourced): naming a step, pressing keys, typing, reading
# the clipboard, waiting for a window by its title and giving it the focus, reading where the
# workbench draws a named point.
step() { echo "== $*"; }
key() { xdotool key --clearmodifiers "$@"; sleep 0.4; }
type_text() { xdotool type --delay 15 "$1"; sleep 0.3; }
clipboard() { xclip -o -selection clipboard 2>/dev/null || true; }
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
# "X Y" of a named point the workbench wrote to $AW_E2E_POINTS (app/gui/e2e_points.h),
# waited for up to 5 seconds.
point() {
  local line=""
  for _ in $(seq 1 25); do
    line=$(awk -v name="$1" '$1 == name { print $2, $3; exit }' "$AW_E2E_POINTS" 2>/dev/null || true)
    [ -n "$line" ] && { echo "$line"; return 0; }
    sleep 0.2
  done
  return 1
}
# Whether screen point $1 $2 is inside the window measured last ($X $Y $WIDTH $HEIGHT).
inside_window() { [ "$1" -ge "$X" ] && [ "$1" -lt $((X + WIDTH)) ] && [ "$2" -ge "$Y" ] && [ "$2" -lt $((Y + HEIGHT)) ]; }
