"""CSS text for the grid cases: tracks and lines as generate.py and chromium.py write them."""


def track(value):
    kind = value["kind"]
    if kind == "points":
        return f"{value['value']}px"
    if kind == "percent":
        return f"{value['value']}%"
    if kind == "fraction":
        return f"{value['value']}fr"
    if kind == "auto":
        return "auto"
    if kind == "minContent":
        return "min-content"
    if kind == "maxContent":
        return "max-content"
    if kind == "fitContent":
        return f"fit-content({value['value']}px)"
    if kind == "repeat":
        names = {"count": str(value.get("count", 1)), "autoFill": "auto-fill", "autoFit": "auto-fit"}
        return f"repeat({names[value['repetition']]}, {' '.join(track(t) for t in value['tracks'])})"
    return f"minmax({track(value['min'])}, {track(value['max'])})"


def line(value):
    if value["kind"] == "auto":
        return "auto"
    if value["kind"] == "line":
        return str(value["value"])
    return f"span {value['value']}"
