# The tools' inputs and outputs (README "Tools' inputs and outputs"; part of
# `make test`): no output lost silently, temporary files renamed into place,
# an output naming an input refused, input size limits, the assembler linear
# in the number of labels (tb/cli/io_cli.sh; its mutants: tb/mutants/c_io.txt).
#
#   make io-cli    a few seconds

IO_CLI_DIR := $(BUILD)/io-cli

.PHONY: io-cli
io-cli: $(TOOLS) $(UCGEN)
	@tb/cli/io_cli.sh $(BUILD)/bin $(IO_CLI_DIR)
