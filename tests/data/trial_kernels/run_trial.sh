#!/bin/bash
# Run one trial's kernels: run_trial.sh COMMANDS_FILE NAME...  (from the repository root).
# COMMANDS_FILE prints NAME|KERNEL-REF|OPTIONS lines (tests/data/trial_kernels/commands.sh,
# tests/data/trial2_kernels/nv_commands.sh). For each NAME this writes into ${TRIAL_OUT:-/tmp/trial}/NAME/: report.txt,
# report.json, selfcheck.txt (with each exit status in *.rc) and the dumps ttir, ttgir, llir, ptx, sass (cuda
# targets) or amdgcn (hip targets). Set IR_EXPLORER_CACHE_DIR to your own store first.
set -u
if [ $# -lt 2 ]; then
    echo "usage: $0 COMMANDS_FILE NAME..." >&2
    exit 2
fi
commands=$1
shift
irx=${IRX:-.venv/bin/ir-explorer}
status=0
for name in "$@"; do
    line=$(bash "$commands" | grep -E "^${name}\|" | head -n 1)
    if [ -z "$line" ]; then
        echo "$name: not in $commands" >&2
        status=1
        continue
    fi
    ref=$(echo "$line" | cut -d'|' -f2)
    opts=$(echo "$line" | cut -d'|' -f3)
    out=${TRIAL_OUT:-/tmp/trial}/$name
    mkdir -p "$out"
    # shellcheck disable=SC2086  # the options are a word list on purpose
    $irx report "$ref" $opts -j 1 --no-color >"$out/report.txt" 2>&1; echo $? >"$out/report.rc"
    # shellcheck disable=SC2086
    $irx report "$ref" $opts -j 1 --json >"$out/report.json" 2>"$out/report.json.err"
    # shellcheck disable=SC2086
    $irx selfcheck "$ref" $opts -j 1 >"$out/selfcheck.txt" 2>&1; echo $? >"$out/selfcheck.rc"
    case "$opts" in
        *hip:*) stages="ttir ttgir llir amdgcn" ;;
        *) stages="ttir ttgir llir ptx sass" ;;
    esac
    for stage in $stages; do
        # shellcheck disable=SC2086
        $irx dump "$ref" $opts --stage "$stage" >"$out/$stage" 2>"$out/$stage.err"
    done
    echo "$name: report rc $(cat "$out/report.rc"), selfcheck rc $(cat "$out/selfcheck.rc")"
    [ "$(cat "$out/report.rc")" = 0 ] && [ "$(cat "$out/selfcheck.rc")" = 0 ] || status=1
done
exit $status
