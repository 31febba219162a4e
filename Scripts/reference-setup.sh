# Sourced by the reference scripts: installs Taffy's Python package `stretchable` into
# .build/flexbox-venv and Debian's chromium when they are missing, and sets `venv`.
venv=.build/flexbox-venv
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet stretchable
fi
if ! command -v chromium >/dev/null; then
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo=sudo; fi
    $sudo apt-get install -y -q chromium || { $sudo apt-get update -q && $sudo apt-get install -y -q chromium; }
fi
