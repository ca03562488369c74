#!/usr/bin/env bash
# Layering check (STYLE.md): SDL may be included only in the app layer; the core includes
# nothing but the standard library and its own headers, and never touches files or the clock.
set -u
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root" || exit 2
fail=0
sdl=$(grep -rlE '#\s*include\s*[<"]SDL' src include --include='*.h' --include='*.hpp' --include='*.cpp' | grep -vE '^(src|include/cata)/app/')
if [[ -n "$sdl" ]]; then echo "SDL included outside the app layer:"; echo "$sdl"; fail=1; fi
core_bad=$(grep -rnE '#\s*include\s*[<"](nlohmann|fmt|CLI|fstream|filesystem|chrono|ctime|thread|random)' src/core include/cata/core 2>/dev/null)
if [[ -n "$core_bad" ]]; then echo "The rules core must use the standard library only, without files, clock or std::random:"; echo "$core_bad"; fail=1; fi
for layer in core content; do
  up=$(grep -rnE '#\s*include\s*"cata/(ai|app)/' "src/$layer" "include/cata/$layer" 2>/dev/null)
  [[ "$layer" == core ]] && up="$up$(grep -rnE '#\s*include\s*"cata/content/' src/core include/cata/core 2>/dev/null)"
  if [[ -n "$up" ]]; then echo "The $layer layer includes a higher layer:"; echo "$up"; fail=1; fi
done
ai_up=$(grep -rnE '#\s*include\s*"cata/app/' src/ai include/cata/ai 2>/dev/null)
if [[ -n "$ai_up" ]]; then echo "The ai layer includes the app layer:"; echo "$ai_up"; fail=1; fi
if [[ $fail -eq 0 ]]; then echo "layering: 1 passed, 0 failed"; fi
exit $fail
