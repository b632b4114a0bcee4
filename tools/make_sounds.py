"""Synthesises the game's sounds into resources/sounds/ (small mono WAVs).

    python tools/make_sounds.py

Nothing is downloaded: each sound is a few sine partials with an envelope,
so the files are reproducible from this script byte for byte.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"


def tone(freq: float, length: float, volume: float, decay: float, partials=(1.0, 0.3, 0.1)):
    n = int(RATE * length)
    for i in range(n):
        t = i / RATE
        envelope = min(1.0, t / 0.004) * math.exp(-t * decay)
        value = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(partials))
        yield volume * envelope * value / sum(partials)


def mix(*voices: tuple[float, list[float]]) -> list[float]:
    """Voices as (start in seconds, samples), summed."""
    end = max(int(start * RATE) + len(s) for start, s in voices)
    out = [0.0] * end
    for start, samples in voices:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    peak = max(1e-9, max(abs(v) for v in out))
    return [v / peak * 0.8 if peak > 0.8 else v for v in out]


def write(name: str, samples: list[float]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32767)) for v in samples))


def main() -> None:
    # A soft, low knock for a piece landing.
    write("place", mix((0, list(tone(196, 0.09, 0.5, 45, (1.0, 0.5, 0.2, 0.1))))))
    # Clears: a rising chord, one note more for each extra line (up to 4).
    notes = [523.25, 659.25, 783.99, 1046.5, 1318.5]
    for lines in (1, 2, 3):
        voices = [(0.06 * k, list(tone(notes[k], 0.35, 0.35, 9))) for k in range(lines + 1)]
        write(f"clear{lines}", mix(*voices))
    # The end of a game: three falling notes.
    falling = [392.0, 329.63, 261.63]
    write(
        "gameover", mix(*[(0.16 * k, list(tone(f, 0.45, 0.35, 6))) for k, f in enumerate(falling)])
    )
    for path in sorted(OUT.glob("*.wav")):
        print(path.relative_to(OUT.parents[1]), path.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
