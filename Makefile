# Two commands for a newcomer: `make run` (the bot, or the offline table without a token)
# and `make test`. Both create the virtual environment on first use.
VENV ?= .venv
PYTHON ?= python3
BIN := $(VENV)/bin

$(BIN)/strategos: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e ".[dev]"
	touch $@

.PHONY: run play test lint bench
run: $(BIN)/strategos
	@if [ -n "$$DISCORD_TOKEN" ] || grep -qs '^DISCORD_TOKEN=..*' .env; then \
		$(BIN)/strategos run; \
	else \
		echo "No DISCORD_TOKEN: opening the offline table (strategos play babel)."; \
		$(BIN)/strategos play babel; \
	fi

play: $(BIN)/strategos
	$(BIN)/strategos play babel

test: $(BIN)/strategos
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/pytest -n auto --dist worksteal

bench: $(BIN)/strategos
	$(BIN)/strategos bench --quick
