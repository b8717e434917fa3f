"""Ships the top-level rolesets/, templates/ and examples/ inside the package as moderator_app/_data/.

Everything else about the project is in pyproject.toml; paths.py finds the data in a checkout,
in an installed wheel, or in a PyInstaller bundle.

Every folder that holds data is declared as a package of its own (templates/ru is
`moderator_app._data.templates.ru`, parsing/vote_rules is `moderator_app.parsing.vote_rules`) with
its files: setuptools warned nine times that such a folder "would be ignored" when it was only
reached through a parent's file patterns (#25). A folder whose name cannot be a package's
(examples/host-made) is shipped by its parent's patterns, as setuptools expects.
"""

from pathlib import Path

from setuptools import find_namespace_packages, setup

DATA = {"rolesets": "rolesets", "templates": "templates", "examples": "examples"}
FILES = ["*.yaml", "*.j2", "*.md"]


def data_packages() -> dict[str, list[str]]:
    """Each data folder (and sub-folder) as a package with its file patterns."""
    packages: dict[str, list[str]] = {}
    for name, folder in DATA.items():
        root = Path(folder)
        for sub in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
            parts = sub.relative_to(root).parts
            if not all(part.isidentifier() for part in parts):
                continue  # shipped by its parent's patterns below
            odd = [d.name for d in sub.iterdir() if d.is_dir() and not d.name.isidentifier()]
            packages[".".join(("moderator_app._data", name, *parts))] = FILES + [f"{d}/{p}" for d in odd for p in FILES]
    return packages


DATA_PACKAGES = data_packages()
CODE_PACKAGES = find_namespace_packages(include=["moderator_app", "moderator_app.*"], exclude=["*__pycache__*"])

setup(
    packages=CODE_PACKAGES + list(DATA_PACKAGES),
    package_dir={f"moderator_app._data.{n}": folder for n, folder in DATA.items()},
    package_data=DATA_PACKAGES | {package: ["*.yaml"] for package in CODE_PACKAGES},
)
