#!/usr/bin/env bash
# Takes the README's screenshots of the real Nuffle window under Xvfb: the set-up, a block with
# its injury card, and the league view with its plots. Needs Xvfb, xdotool and ImageMagick's
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

# shot NAME DATABASE [X Y]: opens the window on DATABASE (a home folder of its own, so no saved
# settings get in the way), clicks at X Y if given (Xvfb has no window manager to give a key
# press the focus), and saves the screen as NAME.png.
shot() {
    local name=$1 db=$2 x=${3:-} y=${4:-}
    HOME="$work/home-$name" ./target/release/nuffle --db "$db" &
    local app=$!
    local window
    window=$(xdotool search --sync --name '^Nuffle$' | head -n 1)
    xdotool windowsize "$window" 1400 820
    xdotool windowmove "$window" 0 0
    sleep 1.5
    if [ -n "$x" ]; then
        xdotool mousemove "$x" "$y" click 1
        sleep 1.5
    fi
    import -window root "$out/$name.png"
    kill "$app"
    wait "$app" 2>/dev/null || true
}

shot setup "$work/setup.sqlite3"
shot injury "$work/injury.sqlite3"
shot league "$work/league.sqlite3" 232 16 # the "League (F4)" tab
echo "saved $out/setup.png, $out/injury.png and $out/league.png"
