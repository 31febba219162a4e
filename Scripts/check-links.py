"""Checks that every relative link in the repository's Markdown files resolves.

    python3 Scripts/check-links.py        # from anywhere; exits 1 and lists what is broken

A relative link is `[text](path)` or `![alt](path)` whose target is not a URL (`http:`,
`https:`, `mailto:`) or an anchor in the same page: its path, taken relative to the file that
holds it (an anchor after `#` left out), must name a file or folder of the repository. In
the DocC catalog an image is named by its file name alone and found among the catalog's
resources, which Scripts/docs.sh copies from docs/: it must be there, and every picture
there must be shown by some page of the catalog (else the site carries it for nothing).
Links inside code (fenced blocks and `inline code`) are not links.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def markdown_files():
    listed = subprocess.run(
        ["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [line for line in listed.splitlines() if line]


def links(text):
    """The link targets of `text`, code left out, with their line numbers."""
    in_fence = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for match in LINK.finditer(re.sub(r"`[^`]*`", "", line)):
            yield number, match.group(1)


def main():
    broken = []
    files = markdown_files()
    checked = 0
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8") as file:
            text = file.read()
        for number, target in links(text):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            checked += 1
            target = target.split("#")[0]
            if ".docc/" in path and "/" not in target:
                resolved = os.path.join(ROOT, "docs", target)
            else:
                resolved = os.path.normpath(os.path.join(ROOT, os.path.dirname(path), target))
            if not os.path.exists(resolved):
                broken.append(f"{path}:{number}: {target}")
    shown = set()
    for path in files:
        if ".docc/" in path:
            with open(os.path.join(ROOT, path), encoding="utf-8") as file:
                shown.update(target for _, target in links(file.read()) if "/" not in target)
    for picture in sorted(os.listdir(os.path.join(ROOT, "docs"))):
        if picture.endswith(".svg") and picture not in shown:
            broken.append(f"docs/{picture}: copied into the site, shown on no page of the catalog")
    for line in broken:
        print(f"broken link: {line}")
    print(f"{checked} relative links in {len(files)} Markdown files, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
