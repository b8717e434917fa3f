"""Ships the top-level rolesets/, templates/ and examples/ inside the package as moderator_app/_data/.

Everything else about the project is in pyproject.toml; paths.py finds the data in a checkout,
in an installed wheel, or in a PyInstaller bundle.
"""

from setuptools import find_packages, setup

DATA = {"rolesets": "rolesets", "templates": "templates", "examples": "examples"}

setup(
    packages=find_packages(include=["moderator_app", "moderator_app.*"]) + [f"moderator_app._data.{n}" for n in DATA],
    package_dir={f"moderator_app._data.{n}": folder for n, folder in DATA.items()},
    package_data={f"moderator_app._data.{n}": ["*.yaml", "*/*.yaml", "*/*.j2", "*.md", "*/*.md"] for n in DATA}
    | {"moderator_app": ["gui/icons/*", "i18n/*.yaml", "parsing/vote_rules/*.yaml"]},
)
