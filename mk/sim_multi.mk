# The multi-engine top (rtl/vp_multi.v: NENGINES engines behind one host
# port; docs/architecture.md 3.5) on the lock-step bench (tb/rtl/vpcosim.c)
# and its checks (tb/rtl/vp_multi_checks.v); docs/sim.md.
#
#   make rtl-multi-cosim [SEED=n]  (make test) every pair rtl-cosim runs (the
#                          programs with a .in, the directed tests, every
#                          other program here and of the corpus on random
#                          inputs), with random gaps and back-pressure, and a
#                          burst of provoking writes under heavy back-pressure
#                          (tb/rtl/multi_burst.sh), on
#                          vp_multi with NENGINES/NTHREADS 3/1 and two of the
#                          boards' engines (MULTI_CONFIGS); then
#                          MULTI_REGRESS_COUNT random programs
#                          (tb/regress/vpgen.c, up to 8 vertices each) on
#                          each of them (MULTI_REGRESS_CONFIGS); then 2/2
#                          under Icarus (tb/rtl/engine_iv.sh, tb_engine_iv.v
#                          with VP_IV_NENGINES) on command streams that mix
#                          state programs and vertices, which the lock-step
#                          bench does not (its vertex numbers checked by
#                          vp_multi_checks); the mutants of
#                          tb/mutants/rtl_multi.txt are caught here, on 2/2
#                          (MULTI_CONFIGS=e2_t2 MULTI_REGRESS_CONFIGS=)
#   $(SIM_DIR)/vpcosim_eE_tT        the bench on vp_multi, E engines of T threads
#   $(SIM_DIR)/vpcosim_eE_tT_board  the same with the boards' engines (EX_LAT,
#                          IF_STAGE, RD_STAGE of mk/boards.def; VP_ECP5)

MULTI_CONFIGS         ?= e3_t1 e2_t$(BOARD_NT)_board
MULTI_REGRESS_CONFIGS ?= $(MULTI_CONFIGS)
MULTI_REGRESS_COUNT   ?= 100
MULTI_VFLAGS = $(subst --top-module vp_engine,--top-module vp_multi,$(SIM_VFLAGS))

# the engines and threads of a bench's name: eE_tT[_board]
multi_ne = $(patsubst e%,%,$(firstword $(subst _, ,$(1))))
multi_nt = $(patsubst t%,%,$(word 2,$(subst _, ,$(1))))

# $(call multi_verilate,NENGINES,NTHREADS,MDIR,BINARY[,board])
define multi_verilate
	@scripts/deps.sh sim
	@rm -f $(4)
	@echo "verilator: building $(4) (vp_multi NENGINES=$(1) NTHREADS=$(2)$(if $(5), EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) VP_ECP5)) ..."
	@$(VERILATOR) $(MULTI_VFLAGS) -Irtl -GNENGINES=$(1) -GNTHREADS=$(2) \
	  $(if $(5),-GEX_LAT=$(BOARD_EX_LAT) -GIF_STAGE=$(BOARD_IF_STAGE) -GRD_STAGE=$(BOARD_RD_STAGE) $(SIM_ECP5)) --Mdir $(3) -o $(abspath $(4)) \
	  -CFLAGS "-DVPV_NTHREADS=$(2) -DVPV_NENGINES=$(1) -I$(CURDIR)/tb/rtl" \
	  -LDFLAGS "$(abspath $(SIM_COSIM_O)) $(abspath $(LIB)) -lm" \
	  $(addprefix $(CURDIR)/,$(SIM_CHECKS) tb/rtl/vp_multi_bind.v) rtl/vp_multi.v $(CURDIR)/tb/rtl/vpv_shim.cpp > $(3).log 2>&1 || { cat $(3).log; exit 1; }
	@echo "verilator: $(4) built (log $(3).log)"
endef

$(SIM_DIR)/vpcosim_e%: $(SIM_RTL_SRCS) tb/rtl/vp_multi_bind.v synth/ecp5_mult18x18d_sim.v tb/rtl/vpv_shim.cpp tb/rtl/vpv_shim.h \
    $(SIM_COSIM_O) $(LIB) $(SIM_FLAGS_STAMP)
	@mkdir -p $(SIM_DIR)
	$(call multi_verilate,$(call multi_ne,$*),$(call multi_nt,$*),$(SIM_DIR)/e$*,$@,$(filter %_board,$*))

.PHONY: rtl-multi-cosim multi-tools
multi-tools: $(SIM_NT_FILE) $(SIM_DIR)/gen_directed $(BUILD)/bin/vpasm $(REGRESS_GEN)
	@$(MAKE) --no-print-directory -j2 $(addprefix $(SIM_DIR)/vpcosim_,$(MULTI_CONFIGS) $(MULTI_REGRESS_CONFIGS))

rtl-multi-cosim: multi-tools $(IV_TOOLS)
	@seed=$${SEED:-$$(date +%s)}; \
	tb/rtl/cosim.sh $(SIM_DIR) $(BUILD)/bin/vpasm $(CORPUS) $$seed $$(cat $(SIM_NT_FILE)) \
	  "EX_LAT=$(BOARD_EX_LAT) IF_STAGE=$(BOARD_IF_STAGE) RD_STAGE=$(BOARD_RD_STAGE) VP_ECP5" $(MULTI_CONFIGS) && \
	tb/rtl/multi_burst.sh $(SIM_DIR) $$seed $(MULTI_CONFIGS) && \
	for c in $(MULTI_REGRESS_CONFIGS); do \
	  REGRESS_JOBS=1 tb/regress/regress.sh run $(REGRESS_GEN) $(SIM_DIR)/vpcosim_$$c "vp_multi $$c" $(BUILD)/multi-repro \
	    $$seed $(MULTI_REGRESS_COUNT) 24 8 0 "" || exit 1; \
	done && \
	$(call engine_iv,rtl-multi-iv,$$seed,-DVP_IV_NENGINES=2 -P tb_engine_iv.NTHREADS=2,lit vsp rep mix mix2 v0)
