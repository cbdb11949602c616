"""Draws the held-out split: one fifth of each family (rounded), chosen at random with a fixed seed
(not by difficulty), written to ../holdout.json. Re-running gives the same ids."""

import json
import os
import random

from common import OUT

SEED = 18
RULE = ("never tuned on; only scored by the bench's held-out line. Do not read these postings while "
        "changing the parser, do not add cases for them, do not adjust rules to them; report their score "
        "separately from dev.")

families = sorted(f for f in os.listdir(OUT) if f.endswith(".json") and f != "holdout.json")
rng = random.Random(SEED)
held = {}
for f in families:
    ids = [p["id"] for p in json.load(open(os.path.join(OUT, f)))["postings"]]
    held[f[:-5]] = sorted(rng.sample(ids, round(len(ids) / 5)))
with open(os.path.join(OUT, "holdout.json"), "w") as out:
    json.dump({"rule": RULE, "seed": SEED, "method": "per family, round(n / 5) ids drawn with random.Random(18).sample in sorted file order", "ids": held}, out, indent=2)
    out.write("\n")
print(sum(len(v) for v in held.values()), {k: len(v) for k, v in held.items()})
