#!/usr/bin/env bash
# Line coverage per module: runs `swift test --enable-code-coverage`, merges the profiles of
# the `catalog` processes the end-to-end tests start (written apart, see
# Tests/CatalogEndToEndTests/Process+ChildProfiles.swift; a child killed mid-write leaves a
# broken profile, which is dropped), and prints each Sources module's line coverage.
# Usage: Scripts/coverage.sh [--skip-tests]   (--skip-tests reuses the last run's profiles)
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  "") run_tests=true ;;
  --skip-tests) run_tests=false ;;
  *) echo "Unknown option '$1'. Usage: Scripts/coverage.sh [--skip-tests]" >&2; exit 64 ;;
esac

children="${TMPDIR:-/tmp}/popup-catalog-child-profiles"
if $run_tests; then
  rm -rf "$children"
  swift test --enable-code-coverage
fi

# The toolchain's own LLVM tools: a system llvm-profdata may not read its profiles' format.
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
profdata_tool="$toolchain/llvm-profdata"; [ -x "$profdata_tool" ] || profdata_tool=llvm-profdata
cov_tool="$toolchain/llvm-cov"; [ -x "$cov_tool" ] || cov_tool=llvm-cov

bin=$(swift build --show-bin-path)
profdata="$bin/codecov/default.profdata"
[ -f "$profdata" ] || { echo "No profile at $profdata: run without --skip-tests first." >&2; exit 1; }

# The intact child profiles, each merged alone first so a broken one is found and dropped.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
inputs=("$profdata")
dropped=0
for profile in "$children"/*.profraw; do
  [ -e "$profile" ] || continue
  if "$profdata_tool" merge -o "$work/one.profdata" "$profile" 2>/dev/null; then
    inputs+=("$profile")
  else
    dropped=$((dropped + 1))
  fi
done
"$profdata_tool" merge -o "$work/all.profdata" "${inputs[@]}"
echo "merged $((${#inputs[@]} - 1)) child profiles of the catalog binary; dropped $dropped broken ones"

tests=$(find "$bin" -maxdepth 1 -name '*PackageTests.xctest' | head -1)
[ -f "$tests/Contents/MacOS/$(basename "$tests" .xctest)" ] && tests="$tests/Contents/MacOS/$(basename "$tests" .xctest)"
"$cov_tool" export -summary-only -instr-profile "$work/all.profdata" "$tests" -object "$bin/catalog" \
  >"$work/summary.json"

python3 - "$work/summary.json" "$PWD/Sources/" <<'PY'
import json, sys
summary, sources = sys.argv[1], sys.argv[2]
modules = {}
for data in json.load(open(summary))["data"]:
    for entry in data["files"]:
        name = entry["filename"]
        if not name.startswith(sources):
            continue
        module = name[len(sources):].split("/")[0]
        lines = entry["summary"]["lines"]
        covered, count = modules.get(module, (0, 0))
        modules[module] = (covered + lines["covered"], count + lines["count"])
total_covered = sum(c for c, _ in modules.values())
total = sum(n for _, n in modules.values())
print(f"{'module':<24}{'lines':>8}{'covered':>9}{'line %':>8}")
for module in sorted(modules):
    covered, count = modules[module]
    print(f"{module:<24}{count:>8}{covered:>9}{100 * covered / max(count, 1):>7.1f}%")
print(f"{'total':<24}{total:>8}{total_covered:>9}{100 * total_covered / max(total, 1):>7.1f}%")
PY
