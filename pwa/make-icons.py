#!/usr/bin/env python3
"""Draws Peoncito's app icons (a white pawn on a board square) with Pillow.

Run once when the design changes; the PNGs are committed, so building needs
no Python. `maskable` keeps the pawn inside the central 80 % circle that
Android may crop to.
"""
from pathlib import Path

from PIL import Image, ImageDraw

HERE = Path(__file__).parent / "icons"
BOARD_DARK = (181, 136, 99)
BOARD_LIGHT = (240, 217, 181)
INK = (29, 27, 24)


def pawn(draw: ImageDraw.ImageDraw, cx: float, top: float, height: float) -> None:
    """A pawn outlined in ink: head, neck, body and base, `height` tall."""
    u = height / 10
    line = max(2, round(u * 0.45))
    shapes = [
        ("ellipse", (cx - 1.7 * u, top, cx + 1.7 * u, top + 3.4 * u)),
        ("polygon", [(cx - 1.1 * u, top + 3.0 * u), (cx + 1.1 * u, top + 3.0 * u),
                     (cx + 2.6 * u, top + 8.2 * u), (cx - 2.6 * u, top + 8.2 * u)]),
        ("rounded", (cx - 3.6 * u, top + 8.0 * u, cx + 3.6 * u, top + 10 * u)),
    ]
    for kind, xy in shapes:
        if kind == "ellipse":
            draw.ellipse(xy, fill="white", outline=INK, width=line)
        elif kind == "polygon":
            draw.polygon(xy, fill="white", outline=INK, width=line)
        else:
            draw.rounded_rectangle(xy, radius=u * 0.6, fill="white", outline=INK, width=line)


def icon(size: int, maskable: bool) -> Image.Image:
    # Drawn at 4x and scaled down for smooth edges.
    big = size * 4
    img = Image.new("RGB", (big, big), BOARD_LIGHT)
    draw = ImageDraw.Draw(img)
    half = big // 2
    # Two board squares of each colour behind the pawn.
    draw.rectangle((0, 0, half, half), fill=BOARD_DARK)
    draw.rectangle((half, half, big, big), fill=BOARD_DARK)
    height = big * (0.56 if maskable else 0.74)
    pawn(draw, big / 2, (big - height) / 2, height)
    return img.resize((size, size), Image.LANCZOS)


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for size in (192, 512):
        icon(size, maskable=False).save(HERE / f"icon-{size}.png", optimize=True)
    icon(512, maskable=True).save(HERE / "maskable-512.png", optimize=True)


if __name__ == "__main__":
    main()
