#!/usr/bin/env python3
"""Writes the Berger tables of an independent implementation (the
caissify-pairings package, `pip install caissify-pairings`, whose tables are
checked against the FIDE Handbook's) for 3-16 players, one cycle, in the
form tests/berger.rs compares with: one line per field size,
"N: 1-4 2-3 | 4-3 1-2 | ...", an odd field's extra number written "rest".

    python3 bench/berger-tables.py > tests/data/berger-tables.txt
"""
from caissify_pairings.engines.round_robin import berger_round

for players in range(3, 17):
    n = players + players % 2
    rounds = []
    for r in range(1, n):
        games = []
        for white, black in berger_round(n, r):
            if white > players:
                games.append(f"{black}-rest")
            elif black > players:
                games.append(f"{white}-rest")
            else:
                games.append(f"{white}-{black}")
        rounds.append(" ".join(games))
    print(f"{players}: " + " | ".join(rounds))
