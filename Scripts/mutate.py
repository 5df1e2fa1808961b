#!/usr/bin/env python3
"""Mutation testing for Wayfinder: does the test suite notice when one rule of the code breaks?

Usage (from the repository's root):

    python3 Scripts/mutate.py                      # every mutant in Scripts/mutants.txt
    python3 Scripts/mutate.py --list               # print the mutants and check them, build nothing
    python3 Scripts/mutate.py --only arrival       # the mutants whose id or file contains "arrival"
    python3 Scripts/mutate.py --fail-under 80      # exit 1 when under 80 % are killed

Each mutant is a one-line defect in `Scripts/mutants.txt`, one a line (`#` comments and blank
lines allowed), fields separated by ` ||| `:

    id ||| path/to/File.swift ||| exact text to find ||| replacement text ||| optional --filter regex

The text to find is a fragment of one line and must occur exactly once in the file (else the
mutant is BROKEN-SPEC and nothing is built); the find and replacement texts are taken verbatim
between the separators, leading spaces included.

The script works in ONE scratch copy of the working tree (uncommitted edits included; `.build`,
`.git` and `.swiftpm` left out), kept between runs (`--scratch`, default
/tmp/wayfinder-mutants) so its `.build` stays incremental. For each mutant it writes the
mutated file there, runs `swift build --build-tests --traits YAML` (a failure: NOT-COMPILABLE,
not counted), then `swift test --skip-build --traits YAML [--filter REGEX]`: failing tests mean
KILLED, passing ones SURVIVED, and a test run past its time limit KILLED-BY-HANG (counted as
killed, listed apart: a hang is a defect of the suite too). A mutant that survives its filter is
run once more against the whole suite (no rebuild) unless `--no-recheck`; the filter only saves
time. The file is restored after every mutant, also on Ctrl-C. Before the first mutant the
unmutated copy is built (with three times the build time limit: the first build in a new
scratch copy builds everything) and tested once: a red baseline stops the run (exit 2).

Logs of each build and test run: <scratch>/.build/mutation-logs/<id>.build.log, <id>.test.log
(and <id>.test-all.log for a recheck). Exit status: 0, or 1 under --fail-under, or 2 when the
unmutated copy does not build or pass.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

SEPARATOR = " ||| "
EXCLUDED_NAMES = {".build", ".git", ".swiftpm", ".DS_Store"}
# What a fresh scratch copy takes from the repository's own .build so that it resolves the
# package's dependencies without the network (never the build products: they hold absolute paths).
DEPENDENCY_STATE = ["repositories", "checkouts", "artifacts", "workspace-state.json"]


@dataclass
class Mutant:
    id: str
    path: str
    find: str
    replace: str
    filter: str
    source_line: int  # where the mutant is written in the list file
    line: int = 0  # where `find` is in the Swift file; 0 when unknown
    problem: str = ""  # why the mutant is BROKEN-SPEC; empty when it is fine


@dataclass
class Result:
    mutant: Mutant
    status: str
    seconds: float
    note: str = ""


@dataclass
class Tally:
    results: list[Result] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for result in self.results if result.status == status)


def parse_mutants(list_file: Path) -> list[Mutant]:
    mutants: list[Mutant] = []
    seen: set[str] = set()
    for number, raw in enumerate(list_file.read_text(encoding="utf-8").splitlines(), start=1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        parts = raw.split(SEPARATOR)
        if len(parts) not in (4, 5):
            sys.exit(f"{list_file}:{number}: expected 4 or 5 fields separated by '{SEPARATOR}', found {len(parts)}")
        mutant_id, path, find, replace = parts[0].strip(), parts[1].strip(), parts[2], parts[3]
        filter_regex = parts[4].strip() if len(parts) == 5 else ""
        if len(parts) == 4:
            replace = replace.rstrip("\r")
        if not mutant_id or not path:
            sys.exit(f"{list_file}:{number}: the id and the path must not be empty")
        if mutant_id in seen:
            sys.exit(f"{list_file}:{number}: the id '{mutant_id}' is used twice")
        seen.add(mutant_id)
        mutants.append(Mutant(mutant_id, path, find, replace, filter_regex, number))
    return mutants


def check_mutants(mutants: list[Mutant], repo: Path, originals: dict[str, str]) -> None:
    """Reads each mutated file once; marks BROKEN-SPEC mutants and finds each one's line."""
    for mutant in mutants:
        file = repo / mutant.path
        if mutant.path not in originals:
            if not file.is_file():
                mutant.problem = "no such file"
                continue
            originals[mutant.path] = file.read_text(encoding="utf-8")
        text = originals[mutant.path]
        if not mutant.find:
            mutant.problem = "the text to find is empty"
        elif mutant.find == mutant.replace:
            mutant.problem = "the replacement is the text itself"
        elif (occurrences := text.count(mutant.find)) != 1:
            mutant.problem = f"the text to find occurs {occurrences} times, not once"
        else:
            mutant.line = text[: text.index(mutant.find)].count("\n") + 1


def sync_tree(source: Path, destination: Path) -> int:
    """Makes `destination` a copy of `source`'s working tree, leaving out the excluded names and
    keeping destination's `.build`; rewrites only files whose content differs. Returns how many
    files it wrote or removed."""
    changed = 0
    destination.mkdir(parents=True, exist_ok=True)
    for directory, subdirectories, files in os.walk(source):
        subdirectories[:] = [name for name in subdirectories if not excluded(name)]
        relative = Path(directory).relative_to(source)
        target_directory = destination / relative
        target_directory.mkdir(parents=True, exist_ok=True)
        wanted = set(subdirectories) | {name for name in files if not excluded(name)}
        for name in os.listdir(target_directory):
            if name in wanted or excluded(name):
                continue
            stale = target_directory / name
            if stale.is_dir() and not stale.is_symlink():
                shutil.rmtree(stale)
            else:
                stale.unlink()
            changed += 1
        for name in files:
            if excluded(name):
                continue
            origin, target = Path(directory) / name, target_directory / name
            if origin.is_symlink():
                link = os.readlink(origin)
                if not (target.is_symlink() and os.readlink(target) == link):
                    if target.exists() or target.is_symlink():
                        target.unlink()
                    os.symlink(link, target)
                    changed += 1
                continue
            data = origin.read_bytes()
            if target.is_file() and not target.is_symlink() and target.read_bytes() == data:
                continue
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target)
            elif target.is_symlink():
                target.unlink()
            write_fresh(target, data)
            shutil.copymode(origin, target)
            changed += 1
    return changed


def excluded(name: str) -> bool:
    return name in EXCLUDED_NAMES or name.startswith(".build-") or name.startswith(".build_")


def write_fresh(path: Path, data: bytes) -> None:
    """Writes a file and gives it a modification time later than any it had, so that an
    incremental build always sees it changed (also when restored to content it had before)."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_bytes(data)
    now = time.time_ns()
    stamp = max(now, before + 1_000_000)
    os.utime(path, ns=(stamp, stamp))


def seed_dependencies(repo: Path, scratch: Path) -> None:
    """Gives a scratch copy without a `.build` the repository's resolved dependencies."""
    build = scratch / ".build"
    if build.exists():
        return
    build.mkdir()
    for name in DEPENDENCY_STATE:
        origin = repo / ".build" / name
        if origin.is_dir():
            shutil.copytree(origin, build / name, symlinks=True)
        elif origin.is_file():
            shutil.copy2(origin, build / name)


def run(command: list[str], cwd: Path, timeout: float, log: Path) -> tuple[str, float]:
    """Runs a command in a process group of its own; returns ("ok" | "failed" | "timeout",
    seconds). The whole group is ended on a timeout or an interruption."""
    start = time.monotonic()
    with log.open("w", encoding="utf-8", errors="replace") as output:
        output.write("$ " + " ".join(command) + "\n")
        output.flush()
        process = subprocess.Popen(command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            code = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            end_group(process)
            output.write(f"\n[mutate.py: stopped after {timeout:.0f} s]\n")
            return "timeout", time.monotonic() - start
        except BaseException:
            end_group(process)
            raise
    return ("ok" if code == 0 else "failed"), time.monotonic() - start


def end_group(process: subprocess.Popen) -> None:
    """Ends the process this script started and its children (its own process group)."""
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def build_command(swift: str) -> list[str]:
    return [swift, "build", "--build-tests", "--traits", "YAML"]


def test_command(swift: str, filter_regex: str) -> list[str]:
    command = [swift, "test", "--skip-build", "--traits", "YAML"]
    if filter_regex:
        command += ["--filter", filter_regex]
    return command


def location(mutant: Mutant) -> str:
    return f"{mutant.path}:{mutant.line}" if mutant.line else mutant.path


def report_line(result: Result) -> str:
    mutant = result.mutant
    note = f"  [{result.note}]" if result.note else ""
    return f"{result.status:<16}{mutant.id:<17}{location(mutant)}  ({result.seconds:.0f} s){note}"


def mutate_one(mutant: Mutant, arguments, scratch: Path, originals: dict[str, str], logs: Path) -> Result:
    if mutant.problem:
        return Result(mutant, "BROKEN-SPEC", 0, mutant.problem)
    target = scratch / mutant.path
    original = originals[mutant.path]
    start = time.monotonic()
    try:
        write_fresh(target, original.replace(mutant.find, mutant.replace, 1).encode("utf-8"))
        outcome, _ = run(build_command(arguments.swift), scratch, arguments.build_timeout, logs / f"{mutant.id}.build.log")
        if outcome == "timeout":
            return Result(mutant, "BUILD-TIMEOUT", time.monotonic() - start, "not counted")
        if outcome == "failed":
            return Result(mutant, "NOT-COMPILABLE", time.monotonic() - start, "not counted")
        filter_regex = "" if arguments.ignore_filters else mutant.filter
        test_log = logs / f"{mutant.id}.test.log"
        outcome, _ = run(test_command(arguments.swift, filter_regex), scratch, arguments.test_timeout, test_log)
        if outcome == "timeout":
            return Result(mutant, "KILLED-BY-HANG", time.monotonic() - start)
        if outcome == "failed":
            return Result(mutant, "KILLED", time.monotonic() - start)
        if filter_regex and not arguments.no_recheck:
            recheck_log = logs / f"{mutant.id}.test-all.log"
            outcome, _ = run(test_command(arguments.swift, ""), scratch, arguments.test_timeout, recheck_log)
            if outcome == "timeout":
                return Result(mutant, "KILLED-BY-HANG", time.monotonic() - start, "outside its filter")
            if outcome == "failed":
                return Result(mutant, "KILLED", time.monotonic() - start, "outside its filter")
        return Result(mutant, "SURVIVED", time.monotonic() - start)
    finally:
        write_fresh(target, original.encode("utf-8"))


def summary(tally: Tally, fail_under: float | None) -> int:
    killed = tally.count("KILLED")
    hung = tally.count("KILLED-BY-HANG")
    survived = tally.count("SURVIVED")
    compilable = killed + hung + survived
    print()
    print("Summary")
    for status in ("KILLED", "KILLED-BY-HANG", "SURVIVED", "NOT-COMPILABLE", "BUILD-TIMEOUT", "BROKEN-SPEC"):
        print(f"  {status:<16}{tally.count(status)}")
    rate = 100.0 * (killed + hung) / compilable if compilable else 0.0
    if compilable:
        print(f"  kill rate       {rate:.1f} % ({killed + hung} of {compilable} compilable mutants)")
    else:
        print("  kill rate       n/a (no compilable mutant ran)")
    for status, title in (
        ("SURVIVED", "Survivors (a rule no test checks)"),
        ("KILLED-BY-HANG", "Killed by a hang (the suite did not end in time)"),
        ("NOT-COMPILABLE", "Not compilable (fix or drop these mutants)"),
        ("BROKEN-SPEC", "Broken specs"),
    ):
        chosen = [result for result in tally.results if result.status == status]
        if chosen:
            print(f"\n{title}:")
            for result in chosen:
                extra = f"  ({result.note})" if status == "BROKEN-SPEC" else ""
                print(f"  {result.mutant.id:<17}{location(result.mutant)}  {result.mutant.find.strip()!r} -> "
                      f"{result.mutant.replace.strip()!r}{extra}")
    if fail_under is not None and compilable and rate < fail_under:
        print(f"\nThe kill rate {rate:.1f} % is under {fail_under:g} %.")
        return 1
    return 0


def write_report(path: Path, tally: Tally) -> None:
    lines = ["status\tid\tlocation\tseconds\tnote"]
    for result in tally.results:
        lines.append(f"{result.status}\t{result.mutant.id}\t{location(result.mutant)}\t{result.seconds:.0f}\t{result.note}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def main() -> int:
    repo_default = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description="Mutation testing for Wayfinder (see the comment at the top).")
    parser.add_argument("mutants", nargs="?", default=None, help="the mutant list (default: Scripts/mutants.txt)")
    parser.add_argument("--only", metavar="SUBSTRING", help="only the mutants whose id or file contains SUBSTRING")
    parser.add_argument("--list", action="store_true", help="print the mutants and check their specs; build nothing")
    parser.add_argument("--repo", type=Path, default=repo_default, help="the repository (default: this script's)")
    parser.add_argument("--scratch", type=Path, default=Path("/tmp/wayfinder-mutants"),
                        help="the scratch copy, kept between runs for incremental builds (default: %(default)s)")
    parser.add_argument("--build-timeout", type=float, default=900, help="seconds per build (default: %(default)s)")
    parser.add_argument("--test-timeout", type=float, default=300, help="seconds per test run (default: %(default)s)")
    parser.add_argument("--fail-under", type=float, metavar="PERCENT", help="exit 1 when the kill rate is lower")
    parser.add_argument("--ignore-filters", action="store_true", help="run the whole suite for every mutant")
    parser.add_argument("--no-recheck", action="store_true",
                        help="do not run the whole suite again for a mutant that survives its filter")
    parser.add_argument("--skip-baseline", action="store_true", help="do not build and test the unmutated copy first")
    parser.add_argument("--report", type=Path, metavar="FILE", help="also write the results as tab-separated values")
    parser.add_argument("--swift", default="swift", help="the swift executable (default: %(default)s)")
    arguments = parser.parse_args()

    repo = arguments.repo.resolve()
    list_file = Path(arguments.mutants) if arguments.mutants else repo / "Scripts" / "mutants.txt"
    mutants = parse_mutants(list_file)
    if arguments.only:
        mutants = [m for m in mutants if arguments.only in m.id or arguments.only in m.path]
    originals: dict[str, str] = {}
    check_mutants(mutants, repo, originals)

    if arguments.list:
        for mutant in mutants:
            status = f"BROKEN-SPEC ({mutant.problem})" if mutant.problem else "ok"
            filter_text = f"  --filter {mutant.filter}" if mutant.filter else ""
            print(f"{mutant.id:<17}{location(mutant)}  {status}{filter_text}")
            print(f"    - {mutant.find.strip()}")
            print(f"    + {mutant.replace.strip()}")
        broken = sum(1 for m in mutants if m.problem)
        print(f"\n{len(mutants)} mutants, {broken} broken specs")
        return 0
    if not mutants:
        print("No mutant matches.")
        return 0

    scratch = arguments.scratch.resolve()
    if scratch == repo or repo in scratch.parents:
        sys.exit("the scratch folder must be outside the repository")
    # SIGTERM ends the run as Ctrl-C does: the mutated file is restored first.
    signal.signal(signal.SIGTERM, interrupt)

    print(f"Scratch copy: {scratch}")
    changed = sync_tree(repo, scratch)
    seed_dependencies(repo, scratch)
    print(f"  {changed} files brought up to date from {repo}")
    logs = scratch / ".build" / "mutation-logs"
    logs.mkdir(parents=True, exist_ok=True)
    print(f"  logs in {logs}")

    if not arguments.skip_baseline:
        print("Baseline: building and testing the unmutated copy...", flush=True)
        # The first build in a new scratch copy builds everything: it gets three times the limit.
        baseline_limit = arguments.build_timeout * 3
        outcome, seconds = run(build_command(arguments.swift), scratch, baseline_limit, logs / "baseline.build.log")
        if outcome != "ok":
            print(f"The unmutated copy does not build ({outcome}, {seconds:.0f} s); see {logs / 'baseline.build.log'}")
            return 2
        outcome, seconds = run(test_command(arguments.swift, ""), scratch, arguments.test_timeout, logs / "baseline.test.log")
        if outcome != "ok":
            print(f"The unmutated tests do not pass ({outcome}, {seconds:.0f} s); see {logs / 'baseline.test.log'}")
            return 2
        print(f"  green ({seconds:.0f} s for the tests)\n", flush=True)

    tally = Tally()
    interrupted = False
    try:
        for mutant in mutants:
            result = mutate_one(mutant, arguments, scratch, originals, logs)
            tally.results.append(result)
            print(report_line(result), flush=True)
    except KeyboardInterrupt:
        interrupted = True
        print("\nInterrupted: the mutated file was restored; results so far:")
    code = summary(tally, arguments.fail_under)
    if arguments.report:
        write_report(arguments.report, tally)
    return 130 if interrupted else code


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("\nInterrupted.")
        sys.exit(130)
