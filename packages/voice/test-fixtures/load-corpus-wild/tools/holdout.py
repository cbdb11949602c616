"""Writes the held-out split to ../holdout.json: every posting of the families in HELD_FAMILIES.

The seven held-out splits written so far are spent and dev now: the first (one fifth of each of the
first ten families, random.Random(18).sample; 53 postings), the second (every posting of the nine
families tools/hand_heldout2.py writes; 61 postings), the third (every posting of the seven families
tools/hand_heldout3.py writes; 64 postings), the fourth (every posting of the seven families
tools/hand_heldout4.py writes; 63 postings), the fifth (every posting of the seven families
tools/hand_heldout5.py writes; 63 postings), the sixth (every posting of the seven families
tools/hand_heldout6.py writes; 61 postings) and the seventh (every posting of the seven families
tools/hand_heldout7.py writes; 60 postings), each measured once. The eighth, held out now, is every
posting of the seven families tools/hand_heldout8.py writes (60 postings)."""

import json
import os

from common import OUT

# The held-out families; all of their postings are held out: the eighth split, the seven families of
# tools/hand_heldout8.py.
HELD_FAMILIES = ["pharma-reefer", "aggregate-dump", "beverage-dist", "auto-parts-jit", "reverse-logistics",
                 "dispatch-notes", "quebec-french"]
RULE = ("never tuned on; only scored by the bench's held-out line. Do not read these postings while "
        "changing the parser, do not add cases for them, do not adjust rules to them; report their score "
        "separately from dev.")
METHOD = ("every posting of the seven families of tools/hand_heldout8.py (pharma-reefer, aggregate-dump, "
          "beverage-dist, auto-parts-jit, reverse-logistics, dispatch-notes, quebec-french; 60 postings), "
          "written in a separate sitting (2026-11-27) without reading the parser or running it or any bench "
          "on them. The seven splits written before were each measured once and are dev now: the first "
          "(round(n / 5) per family of the first ten, random.Random(18).sample; "
          "96.12 %), the second (every posting of the nine families of tools/hand_heldout2.py; 88.65 %), "
          "the third (every posting of the seven families of tools/hand_heldout3.py; 87.43 %), the "
          "fourth (every posting of the seven families of tools/hand_heldout4.py; 93.29 %), the fifth "
          "(every posting of the seven families of tools/hand_heldout5.py; 86.55 %), the sixth (every "
          "posting of the seven families of tools/hand_heldout6.py; 92.12 %) and the seventh (every "
          "posting of the seven families of tools/hand_heldout7.py, written in a separate sitting "
          "without reading the parser; measured once at 82.21 %, dev now)")

held = {}
for family in sorted(HELD_FAMILIES):
    held[family] = [p["id"] for p in json.load(open(os.path.join(OUT, family + ".json")))["postings"]]
with open(os.path.join(OUT, "holdout.json"), "w") as out:
    json.dump({"rule": RULE, "method": METHOD, "ids": held}, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(sum(len(v) for v in held.values()), {k: len(v) for k, v in held.items()})
