#!/usr/bin/env python3
"""Cross-checks Peoncito's Dutch pairings against an independent FIDE Dutch
implementation: the caissify-pairings package (`pip install
caissify-pairings`), whose Free Pairings Checker re-pairs every round of a
TRF with its own engine (checked by its authors against bbpPairings, the
FIDE-endorsed one) and compares the pairs (not the colours).

    cargo build --release -p peoncito-core --bin pairings
    python3 bench/dutch-check.py [TOURNAMENTS] [FIRST_SEED]

Each tournament has 8-60 players and 5-9 rounds, chosen from its seed; it is
played out by `pairings --dutch -g` (random results by rating, draws and
forfeits) and written as TRF. Prints the agreement and each disagreement.
"""
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from caissify_pairings.fpc import check_trf

ROOT = Path(__file__).resolve().parent.parent
PAIRINGS = ROOT / "target" / "release" / "pairings"


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rounds_checked = rounds_matched = tournaments_matched = 0
    disagreements = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(first, first + count):
            pick = random.Random(seed)
            players, rounds = pick.randint(8, 60), pick.randint(5, 9)
            trf = Path(tmp) / f"t{seed}.trf"
            subprocess.run(
                [PAIRINGS, "--dutch", "-g", str(players), str(rounds), str(seed), "-o", trf],
                check=True,
            )
            report = check_trf(trf.read_text())
            summary = report["summary"]
            rounds_checked += summary["rounds_checked"]
            rounds_matched += summary["rounds_matched"]
            if summary["rounds_mismatched"] == 0:
                tournaments_matched += 1
            for r in report["rounds"]:
                if not r["match"]:
                    disagreements.append((seed, players, rounds, r["round"], r["discrepancies"]))
    print(f"tournaments: {count} (8-60 players, 5-9 rounds), identical in every round: {tournaments_matched}")
    print(f"rounds: {rounds_checked}, identical pairs: {rounds_matched}")
    for seed, players, rounds, rnd, found in disagreements:
        print(f"  seed {seed} ({players} players, {rounds} rounds), round {rnd}: {found}")


if __name__ == "__main__":
    main()
