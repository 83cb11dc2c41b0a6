#!/usr/bin/env bash
# Takes the README's screenshots of the real Nuffle window under Xvfb: the start page of a new
# database, the set-up, a turn with a player's card open, a block target's dice at the pointer,
# a kick-off's scatter template on the pitch, a block with its injury card, and the league view
# with its plots. Needs Xvfb, xdotool and ImageMagick's
# `import` (Debian: xvfb xdotool imagemagick). Run from the repository root:
#   bash docs/screenshots/take.sh
set -euo pipefail
out=docs/screenshots
work=$(mktemp -d)
trap 'kill "${xvfb:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

cargo build --release -p nuffle-app --bin nuffle --example demo_databases
./target/release/examples/demo_databases "$work"

export DISPLAY=:97
Xvfb "$DISPLAY" -screen 0 1400x820x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1

# shot NAME DATABASE [click|hover X Y]: opens the window on DATABASE (a home folder of its own,
# so no saved settings get in the way), clicks at or moves the pointer to X Y if asked (Xvfb has
# no window manager to give a key press the focus), and saves the screen as NAME.png. X Y are
# the window's pixels at 1400x820 (the pitch's square (12, 7) is at 506 451).
shot() {
    local name=$1 db=$2 act=${3:-} x=${4:-} y=${5:-}
    HOME="$work/home-$name" ./target/release/nuffle --db "$db" &
    local app=$!
    local window
    window=$(xdotool search --sync --name '^Nuffle$' | head -n 1)
    xdotool windowsize "$window" 1400 820
    xdotool windowmove "$window" 0 0
    sleep 1.5
    case "$act" in
        click) xdotool mousemove "$x" "$y" click 1 ;;
        # egui reads a hover from a pointer that moves: a pixel over, then back.
        hover) xdotool mousemove "$((x + 1))" "$y" && sleep 0.3 && xdotool mousemove "$x" "$y" ;;
    esac
    [ -n "$act" ] && sleep 1.5
    import -window root "$out/$name.png"
    kill "$app"
    wait "$app" 2>/dev/null || true
}

shot start "$work/start.sqlite3" # a database that does not exist yet
shot setup "$work/setup.sqlite3"
shot turn "$work/turn.sqlite3" click 506 451 # the Human #3 Catcher on (12, 7)
shot block "$work/block.sqlite3" hover 506 451 # the block target on (12, 7)
shot scatter "$work/scatter.sqlite3"
shot injury "$work/injury.sqlite3"
shot league "$work/league.sqlite3" click 232 16 # the "League (F4)" tab
echo "saved start, setup, turn, block, scatter, injury and league .png in $out"
