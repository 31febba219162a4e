#!/usr/bin/env bash
# Installs valgrind with apt-get when it is missing (sourced by the scripts that count with it).
if ! command -v valgrind >/dev/null; then
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo=sudo; fi
    $sudo apt-get install -y -q valgrind || { $sudo apt-get update -q && $sudo apt-get install -y -q valgrind; }
fi
