#!/usr/bin/env python3
"""Our C.07 tie-breaks beside FIDE's own implementation, TieBreakServer
(https://github.com/OttoMilvang/TieBreakServer, MIT; needs `networkx`).

    bench/tie-breaks.py TIEBREAKSERVER_DIR [TOURNAMENTS] [--keep DIR]

Plays TOURNAMENTS random Swiss tournaments (default 250) with requested
byes, withdrawals, late entries and forfeits (`pairings --dutch -g …
--absences`), ranks each with `pairings --standings` and with
TieBreakServer's `tiebreakchecker.py` (the 2024 rules, `/V1`: C.07 as
approved in 2023), and counts the values and the rankings that differ.
With --keep, the tournaments and TieBreakServer's answers are written to
DIR (how `tests/data/tie-breaks/` was made: `--keep` with 12)."""

import os
import random
import subprocess
import sys
import tempfile
from decimal import Decimal

# Two orders: the usual Swiss one, and direct encounter first (so that it
# meets every tie).
ORDERS = [["BH-C1", "BH", "SB", "DE", "WON", "PS"], ["DE", "WON", "BH-C1"]]
THEIRS = {"BH-C1": "BH/C1/V1", "BH": "BH/V1", "SB": "SB/V1"}


def ours(pairings, trf, order):
    out = subprocess.run(
        [pairings, "--standings", trf, "--tie-breaks", ",".join(order)],
        check=True, capture_output=True, text=True).stdout
    return [line.split("\t") for line in out.splitlines()]


def rounds_in(trf):
    """The rounds the file holds (a tournament may stop before its XXR)."""
    with open(trf) as f:
        lines = [line.rstrip("\n") for line in f if line.startswith("001")]
    return max((len(line) - 91 + 9) // 10 for line in lines)


def theirs(server, trf, order):
    out = subprocess.run(
        [sys.executable, os.path.join(server, "tiebreakchecker.py"), "-i", trf,
         "-o", "-", "-f", "TRF", "-s", "-r", "-dT", "-n", str(rounds_in(trf)),
         "-t", "PTS", *[THEIRS.get(code, code) for code in order]],
        check=True, capture_output=True, text=True, cwd=server).stdout
    return [line.split("\t") for line in out.splitlines()[1:] if line.strip()]


def main():
    args = sys.argv[1:]
    keep = None
    if "--keep" in args:
        i = args.index("--keep")
        keep = args[i + 1]
        del args[i:i + 2]
    if not args:
        sys.exit(__doc__)
    server = args[0]
    count = int(args[1]) if len(args) > 1 else 250
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    subprocess.run(["cargo", "build", "--quiet", "--release", "-p", "peoncito-core", "--bin", "pairings"],
                   check=True, cwd=root)
    pairings = os.path.join(root, "target", "release", "pairings")
    rng = random.Random(2027)
    values = differ = rankings = winners = 0
    per_code = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(count):
            players, rounds = rng.randint(8, 40), rng.randint(4, 9)
            trf = os.path.abspath(os.path.join(keep or tmp, f"swiss-{n + 1}.trf"))
            subprocess.run([pairings, "--dutch", "-g", str(players), str(rounds),
                            str(n + 1), "-o", trf, "--absences"], check=True)
            for k, order in enumerate(ORDERS):
                a, b = ours(pairings, trf, order), theirs(server, trf, order)
                if keep:
                    with open(trf[:-4] + f".{k + 1}.tsv", "w") as f:
                        f.write(",".join(order) + "\n")
                        f.write("".join("\t".join(row) + "\n" for row in b))
                theirs_by_player = {row[1]: row for row in b}
                for row in a:
                    other = theirs_by_player[row[1]]
                    for i, code in enumerate(order):
                        same = Decimal(row[3 + i]) == Decimal(other[3 + i])
                        tally = per_code.setdefault(f"{k + 1}:{code}", [0, 0])
                        tally[0] += same
                        tally[1] += 1
                        values += 1
                        differ += not same
                if [r[1] for r in a] != [r[1] for r in b]:
                    rankings += 1
                if a[0][1] != b[0][1]:
                    winners += 1
    print(f"{count} tournaments, {len(ORDERS)} orders of tie-breaks: {differ} of "
          f"{values} values differ; the ranking differs {rankings} times, the winner "
          f"{winners} times")
    for code, (same, total) in per_code.items():
        print(f"  order {code:8} equal for {same} of {total} players")
    sys.exit(1 if differ or rankings else 0)


if __name__ == "__main__":
    main()
