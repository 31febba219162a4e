#!/usr/bin/env bash
# Checks the dashboard against the golden screens beside this script (golden/COLSxROWS.txt):
# `--once` at two sizes and scrolled 12 rows, then the live app under tmux — started at 80×24,
# resized to 120×32 (the app must redraw on SIGWINCH), scrolled with the down arrow, a card
# clicked, then quit with `q`: it must exit with status 0 and leave
# the terminal on its main screen with the cursor shown. The layout time in the footer differs
# from run to run and is masked before comparing. `UPDATE=1 ./check.sh` rewrites the
# golden screens from `--once` (look at them before committing).
set -euo pipefail
cd "$(dirname "$0")"

swift build 2>&1 | tail -1
binary="$(swift build --show-bin-path)/terminal-dashboard"
sizes=(80x24 120x32)

normalize() { sed -E 's/layout [0-9]+\.[0-9] µs/layout #.# µs/; s/[[:space:]]+$//'; }

failed=0
compare() {  # compare NAME GOLDEN ACTUAL
    if diff -u "$2" "$3"; then echo "ok: $1"; else echo "FAILED: $1 differs from $2"; failed=1; fi
}

work=$(mktemp -d)
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

for size in "${sizes[@]}"; do
    "$binary" --once --cols "${size%x*}" --rows "${size#*x}" | normalize >"$work/once-$size.txt"
    if [[ "${UPDATE:-}" == 1 ]]; then cp "$work/once-$size.txt" "golden/$size.txt"; fi
    compare "--once at $size" "golden/$size.txt" "$work/once-$size.txt"
done
# The cards scrolled 12 rows: only the cards in view are drawn, each cut at the content's edges.
"$binary" --once --cols 80 --rows 24 --scroll 12 | normalize >"$work/once-80x24-scroll12.txt"
if [[ "${UPDATE:-}" == 1 ]]; then cp "$work/once-80x24-scroll12.txt" golden/80x24-scroll12.txt; fi
compare "--once at 80x24 scrolled 12 rows" golden/80x24-scroll12.txt "$work/once-80x24-scroll12.txt"

# Waits until the pane shows the dashboard at COLSxROWS, then captures it into FILE.
capture_when_drawn() {  # capture_when_drawn SIZE FILE
    for _ in $(seq 50); do
        tmux capture-pane -p -t "$session" | normalize >"$2"
        if grep -q "· ${1/x/×} ·" "$2"; then return 0; fi
        sleep 0.1
    done
    echo "FAILED: the pane never showed the dashboard at $1"; cat "$2"; failed=1
}

session="pinframe-dashboard-$$"
# A shell runs the app and stays, so that what the app leaves behind can be inspected.
# Ticks of 30 s: within the check, only SIGWINCH can make it draw the new size.
tmux new-session -d -s "$session" -x 80 -y 24 "'$binary' --tick 30000; echo \"dashboard exited with status \$?\"; sleep 60"
capture_when_drawn 80x24 "$work/live-80x24.txt"
compare "live at 80x24" golden/80x24.txt "$work/live-80x24.txt"

tmux resize-window -t "$session" -x 120 -y 32
capture_when_drawn 120x32 "$work/live-120x32.txt"
compare "live after resizing to 120x32" golden/120x32.txt "$work/live-120x32.txt"

# Runs its arguments (a command) up to 50 times, 0.1 s apart, until it succeeds.
eventually() {
    for _ in $(seq 50); do
        if "$@"; then return 0; fi
        sleep 0.1
    done
    return 1
}
footer_shows() { tmux capture-pane -p -t "$session" | tail -1 | grep -q "$1"; }
# Checks that the footer comes to show PATTERN, naming the check OK or FAILED.
expect_footer() {  # expect_footer PATTERN OK FAILED
    if eventually footer_shows "$1"; then
        echo "ok: $2"
    else
        echo "FAILED: $3"; tmux capture-pane -p -t "$session" | tail -1
        failed=1
    fi
}

# A key other than q redraws at once, at the same size: the cards' sizes are kept, so nothing
# is measured again.
tmux send-keys -t "$session" x
expect_footer "· 0 measured ·" "a redraw at the same size measures no card" \
    "a redraw at the same size measured cards again"

# Four presses of the down arrow scroll the cards 12 rows (the layout keeps the offset within
# its range): the screen is `--once --scroll 12`'s at this size, no card measured again.
unmeasured() { normalize | sed -E 's/[0-9]+ measured/# measured/'; }
"$binary" --once --cols 120 --rows 32 --scroll 12 | unmeasured >"$work/once-120x32-scroll12.txt"
shows_scrolled() {
    tmux capture-pane -p -t "$session" | unmeasured >"$work/live-scrolled.txt"
    diff -q "$work/once-120x32-scroll12.txt" "$work/live-scrolled.txt" >/dev/null
}
tmux send-keys -t "$session" Down Down Down Down
eventually shows_scrolled || true
compare "live after four presses of the down arrow" "$work/once-120x32-scroll12.txt" "$work/live-scrolled.txt"
# A mouse press (SGR reporting) on Alan Kay's card, at column 60, row 17 of that screen,
# selects it: the tree's hit test names its post.
tmux send-keys -t "$session" -l $'\e[<0;60;17M'
expect_footer "· Alan Kay$" "a click selects the card under the mouse" "a click at 60,17 did not select Alan Kay's card"

tmux send-keys -t "$session" q
exited() { tmux capture-pane -p -t "$session" | grep -q "dashboard exited"; }
eventually exited || true
exit_line=$(tmux capture-pane -p -t "$session" | grep "dashboard exited" || true)
state=$(tmux display-message -p -t "$session" '#{alternate_on} #{cursor_flag}')
if [[ "$exit_line" == "dashboard exited with status 0" && "$state" == "0 1" ]]; then
    echo "ok: q quit with status 0, main screen back, cursor shown"
else
    echo "FAILED: after q: '$exit_line'; alternate_on cursor_flag = $state (expected 0 1)"
    failed=1
fi
exit "$failed"
