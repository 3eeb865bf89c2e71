# make install [PREFIX=/usr/local] [DESTDIR=]: the library libvp.a, its
# headers (in include/vp), the tools and a pkg-config file vp.pc
# (docs/emulators.md).
# make install-test: installs into a scratch prefix, then builds the example
# of docs/emulators.md against it with pkg-config and compares what it
# prints with what the doc says it prints (part of make test).

PREFIX      ?= /usr/local
INST_TOOLS  := vpasm vpdis vpsim vphost
INST_HDRS   := $(filter-out cmodel/vpfvec.h,$(wildcard cmodel/*.h))

.PHONY: install install-test

install: $(LIB) $(INST_TOOLS:%=$(BUILD)/bin/%)
	@scripts/install.sh "$(DESTDIR)" "$(PREFIX)" "$(LIB)" "$(INST_HDRS)" "$(INST_TOOLS:%=$(BUILD)/bin/%)"

install-test: $(LIB) $(INST_TOOLS:%=$(BUILD)/bin/%) | deps-build
	@scripts/install_test.sh "$(BUILD)/install-test"
