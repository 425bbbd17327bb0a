#!/usr/bin/env bash
# Prints what a user sees from every command, for checking that a change of structure
# changes no behaviour: run it with the old binary and the new one and compare the two
# outputs byte for byte (`cmp`).
#
#   bash Scripts/capture.sh .build/debug/lunch > /tmp/before.txt
#   … change the code, build …
#   bash Scripts/capture.sh .build/debug/lunch > /tmp/after.txt && cmp /tmp/before.txt /tmp/after.txt
#
# Each block runs in a new state folder at a fixed time (`--now`), on the shipped sample,
# with no network (the sync URLs point at a closed port on 127.0.0.1) and no team server.
# Text mode, `--json`, piped standard input, errors, help and the completion scripts.
set -uo pipefail
LUNCH="$(realpath "${1:?usage: capture.sh PATH-TO-LUNCH}")"
NOW="2026-11-20T12:30"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

export TZ=Europe/Helsinki LANG=C.UTF-8 LC_ALL=C.UTF-8 COLUMNS=80 LINES=24 NO_COLOR=1
export LUNCH_OVERPASS_URL="http://127.0.0.1:9/api/interpreter"
export LUNCH_GOOGLE_PLACES_URL="http://127.0.0.1:9/places"
export LUNCH_SYNC_TIMEOUT=2
unset LUNCH_TEAM_URL GOOGLE_PLACES_API_KEY LUNCH_EVENTS LUNCH_NOW LUNCH_STATE_DIR

n=0
# run LABEL ARGS… — one lunch process in a fresh state folder; prints its stdout, stderr and exit code.
run() {
    local label="$1"; shift
    n=$((n + 1))
    local state="$WORK/state-$n"
    mkdir -p "$state"
    echo "=== $label"
    (cd "$WORK" && env PATH=/usr/bin:/bin "$LUNCH" --state-dir "$state" --now "$NOW" "$@" \
        >"$WORK/out" 2>"$WORK/err" </dev/null)
    local rc=$?
    sed "s#$WORK#WORK#g" "$WORK/out"
    echo "--- stderr"
    sed "s#$WORK#WORK#g" "$WORK/err"
    echo "--- exit $rc"
}

# piped LABEL TEXT — the commands of TEXT on standard input.
piped() {
    local label="$1" text="$2"
    n=$((n + 1))
    local state="$WORK/state-$n"
    mkdir -p "$state"
    echo "=== piped: $label"
    (cd "$WORK" && printf '%s\n' "$text" | env PATH=/usr/bin:/bin "$LUNCH" --state-dir "$state" --now "$NOW" \
        >"$WORK/out" 2>"$WORK/err")
    local rc=$?
    sed "s#$WORK#WORK#g" "$WORK/out"
    echo "--- stderr"
    sed "s#$WORK#WORK#g" "$WORK/err"
    echo "--- exit $rc"
}

SESSION='near 1500; more; search tacos; fav 3; rate 4 "great"; favs; visits; stats; stats all; undo; visits'
PLACES='near; near 800 +vegan; near 10min; near 300 open; near 1km $$; search piza; search cafe; search "Taco Bell"; find kebab; show 1; show 2; where; at Kamppi; where; near 500; at 60.17,24.94; near 200'
MARKS='near 500; fav 1; fav 2; unfav 1; favs; rate 2 5 +again +spicy; rate 3 1 "meh" +never; visits; stats; undo; undo; undo; visits; favs'
FILTERS='filter; filter +vegan -fast_food open; near 800; filter price 2 radius 1km; filter; filter clear; filter; filter +unheardof'
MAPS='near 400; map; map 300; view map; near 200; view list; near 200'
OTHER='search "Taco Bell"; open 1 osm; open 1 google; open 1 apple; open 1 wikipedia; open 1 web; history; clear'
TEAM='team; vote 1; unvote; today; decide; visits --team; pick --team; team diet +vegan'
ERRORS='serach tacos; near -5; near 0.4; near abc; show 999; show; rate 7; rate 1 4.5; fav; map 0; view bogus; history -1; favs -1; quit now; at 91,0; at nowhere-at-all; import; import /nonexistent.json; export; stats 13x; undo; near 1500 +; search; open 1 ftp; at'
HELPS='help; help near; near --help; help show; help rate; help team; help pick; help bogus'

for mode in text json; do
    flag=()
    [ "$mode" = json ] && flag=(--json)
    run "$mode session" "${flag[@]}" -c "$SESSION"
    run "$mode places" "${flag[@]}" -c "$PLACES"
    run "$mode marks" "${flag[@]}" -c "$MARKS"
    run "$mode filters" "${flag[@]}" -c "$FILTERS"
    run "$mode maps" "${flag[@]}" -c "$MAPS"
    run "$mode other" "${flag[@]}" -c "$OTHER"
    run "$mode team" "${flag[@]}" -c "$TEAM"
    run "$mode errors" "${flag[@]}" -c "$ERRORS"
    run "$mode helps" "${flag[@]}" -c "$HELPS"
    run "$mode pick one" "${flag[@]}" -c 'filter +tex-mex radius 500; pick; pick'
    run "$mode export" "${flag[@]}" -c "near 300; fav 1; rate 1 4 \"ok\"; export $WORK/e-$mode.json; export $WORK/e-$mode.csv"
    cat "$WORK/e-$mode.json" "$WORK/e-$mode.csv" 2>/dev/null | sed 's/"exported_at" *: *"[^"]*"/"exported_at":X/'
    run "$mode import" "${flag[@]}" -c "import $(dirname "$0")/../Resources/helsinki-center-2019.overpass.json; near 100"
done

run "one command" near 300
run "one command json" --json search sushi
run "version" --version
run "help" --help
run "bad option" --bogus
run "completion bash" --generate-completion-script bash
run "completion zsh" --generate-completion-script zsh
run "completion fish" --generate-completion-script fish
piped "session" 'near 1500
search tacos
fav 3
rate 4 "great"
serach x
show 2'
piped "blank and comments" '# a comment

near 100 # trailing
   '
