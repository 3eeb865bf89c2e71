// vp_vu_lane: one 32-bit lane of the vector unit (vp_vu) as the NV20/NV30
// vertex unit computes it (envytools nvhw/xf.c, nvhw/fp.c; the
// instructions composed as envytools' hwtest/xf.cc composes them):
//   MUL a*b (vp_vu_mul); ADD a+b, SUB a+(-b), MAD (a*b)+c, FRC a+(-FLR a)
//   (vp_vu_sum, two addends; lane 0's takes four and also forms DP3, DP4,
//   DPH from the four lanes' products); DST (1.0, a.y*b.y, a.z, b.w);
//   MIN, MAX, SLT..SNE, SSG, ABS = MAX(a, -a) from one comparison
//   (vp_vu_cmp); FLR (vp_vu_floor); MOV a; SFL +0; STR 1.0; anything else
//   (NOP, ARL/ARR/ARA, unused codes) +0.
// Its inputs come from vp_vu's input register (register 1); the stages
// are numbered as vp_vu's, each registered at its end:
//   2  M1 of the multiply (its partial products, in the DSP blocks' own
//      output registers on the ECP5); DPH's lane 3 multiplies 1.0 * b.w;
//      the other inputs registered (a_d, b_d, c_d, vop_d, zw_d)
//   3  M2a of the multiply (the partial products' sum); F1 of the floor,
//      the comparison, the decode
//   4  M2b of the multiply (prod_o), F2 of the floor, the comparison's
//      result (MIN/MAX/SET/SSG/ABS), the other simple results
//   5  the addends chosen and registered (A0 of the sum); the result when
//      there is no sum (registered and carried to stage 11 beside the sum)
//   6..11  A1..A6 of the sum; r_o at the end of stage 11, combinational:
//      vp_vu registers it
// zw_i is the zero-wins rule of the instruction (NV20, or NV30 running
// VP1.x), GPU the chip: version 2 sums (NV20) saturate an overflow,
// version 3 (NV30, and FRC) give Inf. NV20 runs VP1.x only (uc_check
// refuses the VP2 operations in its programs): with GPU 20 the VP2-only
// codes FLR, FRC, SSG, SEQ, SNE, SGT, SLE and STR give +0 like the codes
// the unit does not know, and the floor unit is not built. MUL_LUT: the
// multiply's 6 x 6 partial product from LUTs (vp_vu_mul). Data registers
// only: nothing is reset.
`include "ucode_fields.vh"
module vp_vu_lane #(
  parameter integer LANE = 0,     // 0..3 (x..w): DST's component; lane 0 sums the dot products
  parameter integer GPU  = 30,    // 20 or 30 (vp_vu checks)
  parameter integer MUL_LUT = 0   // 1: the 6 x 6 partial product from LUTs (vp_vu_mul)
) (
  input  wire        clk_i,
  input  wire [4:0]  vop_i,       // 2: `UC_VOP_* (read in 3: vop_d)
  // 2: vop_i is DPH (decoded in front of vp_vu's input register); lane 3
  // multiplies 1.0 * b.w then, the other lanes do not read it
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        dph_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire        zw_i,        // 2: zero-wins rule (the multiplier's; the rest reads zw_d)
  input  wire [31:0] a_i,         // 2: source 0
  input  wire [31:0] b_i,         // 2: source 1
  input  wire [31:0] c_i,         // 2: source 2 (MAD addend; read in 3: c_d)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [95:0] dot_i,       // 5: lanes 1..3's prod_o (lane 0 only: the dot products)
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [31:0] prod_o,      // register 4: this lane's product
  output wire [31:0] r_o          // 11: the lane's result (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] MONE = 32'hBF80_0000;
  localparam [31:0] SGN  = 32'h8000_0000;
  localparam integer NSUM = (LANE == 0) ? 4 : 2;
  // ------------------------------------------------------------ 2: inputs
  // The multiplier's M1 reads a_i and b_i in stage 2; the rest of the lane
  // reads them a clock later (register 2: vop_d, zw_d, a_d, b_d, c_d), in
  // stage 3 beside the multiplier's M2a, so that its stage-4 results meet
  // the product, which takes three clocks (M1, M2a, M2b) to register 4.
  reg [4:0]  vop_d;
  reg        zw_d;
  reg [31:0] a_d, b_d, c_d;
  always @(posedge clk_i) begin
    vop_d <= vop_i;
    zw_d  <= zw_i;
    a_d   <= a_i;
    b_d   <= b_i;
    c_d   <= c_i;
  end

  // the VP2-only operations (NV30): FLR, FRC, SSG, SEQ, SNE, SGT, SLE, STR
  localparam integer VP2OPS = (GPU != 20) ? 1 : 0;
  wire vp2op = vop_d == `UC_VOP_FLR || vop_d == `UC_VOP_FRC || vop_d == `UC_VOP_SSG ||
               vop_d == `UC_VOP_SEQ || vop_d == `UC_VOP_SNE || vop_d == `UC_VOP_SGT ||
               vop_d == `UC_VOP_SLE || vop_d == `UC_VOP_STR;
  wire [4:0] vop = (VP2OPS == 0 && vp2op) ? `UC_VOP_NOP : vop_d;

  // ------------------------------------------------------------ 3: decode
  // what stage 4 makes of the comparison
  localparam [1:0] K_MIN = 2'd0, K_MAX = 2'd1, K_SET = 2'd2, K_SSG = 2'd3;
  // the result without a sum, chosen in stage 5
  localparam [1:0] O_SIMPLE = 2'd0, O_PROD = 2'd1, O_FLR = 2'd2;
  // the second addend, chosen in stage 5
  localparam [1:0] Y_PRE = 2'd0, Y_NFLR = 2'd1, Y_DOT = 2'd2;
  reg        is_cmp;     // the simple result is the comparison's
  reg [1:0]  kind;
  reg [2:0]  rel;        // SLT..SNE: the relations {gt, eq, lt} that give 1.0
  reg [31:0] simple;     // MOV, DST, STR, SFL, NOP, ...
  reg [1:0]  oth;
  reg        use_sum, x_prod, dp34;
  reg [1:0]  ysel;
  reg [31:0] ypre;       // the second addend when it is an operand
  reg [31:0] cmp_b;      // the comparison's second operand (MIN/MAX's b)
  reg        c_ssg, c_abs;
  always @* begin
    is_cmp  = 1'b0;
    kind    = K_MIN;
    rel     = 3'b000;
    simple  = 32'd0;
    oth     = O_SIMPLE;
    use_sum = 1'b0;
    x_prod  = 1'b0;
    dp34    = 1'b0;
    ysel    = Y_PRE;
    ypre    = b_d;
    cmp_b   = b_d;
    c_ssg   = 1'b0;
    c_abs   = 1'b0;
    case (vop)
      `UC_VOP_MOV: simple = a_d;
      `UC_VOP_MUL: oth = O_PROD;
      `UC_VOP_ADD: use_sum = 1'b1;
      `UC_VOP_SUB: begin use_sum = 1'b1; ypre = b_d ^ SGN; end
      `UC_VOP_MAD: begin use_sum = 1'b1; x_prod = 1'b1; ypre = c_d; end
      `UC_VOP_DP3: begin use_sum = 1'b1; x_prod = 1'b1; ysel = Y_DOT; end
      `UC_VOP_DP4: begin use_sum = 1'b1; x_prod = 1'b1; ysel = Y_DOT; dp34 = 1'b1; end
      `UC_VOP_DPH: begin use_sum = 1'b1; x_prod = 1'b1; ysel = Y_DOT; dp34 = 1'b1; end
      `UC_VOP_DST: begin
        simple = (LANE == 0) ? ONE : (LANE == 2) ? a_d : b_d;
        oth    = (LANE == 1) ? O_PROD : O_SIMPLE;
      end
      `UC_VOP_MIN: begin is_cmp = 1'b1; kind = K_MIN; end
      `UC_VOP_MAX: begin is_cmp = 1'b1; kind = K_MAX; end
      `UC_VOP_ABS: begin is_cmp = 1'b1; kind = K_MAX; cmp_b = a_d ^ SGN; c_abs = 1'b1; end
      `UC_VOP_SLT: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b001; end
      `UC_VOP_SLE: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b011; end
      `UC_VOP_SEQ: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b010; end
      `UC_VOP_SGE: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b110; end
      `UC_VOP_SGT: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b100; end
      `UC_VOP_SNE: begin is_cmp = 1'b1; kind = K_SET; rel = 3'b101; end
      `UC_VOP_SSG: begin is_cmp = 1'b1; kind = K_SSG; c_ssg = 1'b1; end
      `UC_VOP_STR: simple = ONE;
      `UC_VOP_FLR: oth = O_FLR;
      `UC_VOP_FRC: begin use_sum = 1'b1; ysel = Y_NFLR; end
      default:     simple = 32'd0;   // SFL, NOP, ARL/ARR/ARA, unused codes
    endcase
  end
  // sums of version 3 (Inf on overflow, denormal addends ignored): NV30,
  // and FRC on both chips (xf_frc)
  wire v3 = (GPU != 20) || (vop == `UC_VOP_FRC);

  // ------------------------------------------------------------ 2..4: units
  wire        ma_one = (LANE == 3) && dph_i;   // the multiplier's a is 1.0
  wire [31:0] prod;               // 4: a * b of two clocks before
  vp_vu_mul #(.GPU(GPU), .MUL_LUT(MUL_LUT)) u_mul (.clk_i(clk_i), .a_i(ma_one ? ONE : a_i), .b_i(b_i),
    .zw_i(zw_i), .r_o(prod));
  wire [31:0] flr;                // 4: floor of the a_d of one clock before
  generate
    if (VP2OPS != 0) begin : g_flr
      vp_vu_floor u_flr (.clk_i(clk_i), .a_i(a_d), .flr_o(flr));
    end else begin : g_no_flr
      assign flr = 32'd0;         // NV20: no FLR, no FRC
    end
  endgenerate
  wire        lt, eq, un;
  vp_vu_cmp u_cmp (.a_i(a_d), .b_i(b_d), .zw_i(zw_d), .ssg_i(c_ssg), .abs_i(c_abs),
    .lt_o(lt), .eq_o(eq), .un_o(un));

  reg [31:0] a_q3, cb_q3, y_q3, simple_q3;
  reg        lt_q3, eq_q3, un_q3, is_cmp_q3;
  reg [1:0]  kind_q3;
  reg [2:0]  rel_q3;
  reg [1:0]  oth_q3, ysel_q3;
  reg        use_sum_q3, x_prod_q3, dp34_q3, v3_q3;
  always @(posedge clk_i) begin
    a_q3       <= a_d;
    cb_q3      <= cmp_b;
    y_q3       <= ypre;
    simple_q3  <= simple;
    lt_q3      <= lt;
    eq_q3      <= eq;
    un_q3      <= un;
    is_cmp_q3  <= is_cmp;
    kind_q3    <= kind;
    rel_q3     <= rel;
    oth_q3     <= oth;
    ysel_q3    <= ysel;
    use_sum_q3 <= use_sum;
    x_prod_q3  <= x_prod;
    dp34_q3    <= dp34;
    v3_q3      <= v3;
  end

  // ------------------------------------------------------------ 4: choices
  // MIN returns b when equal, MAX a; every result of an unordered
  // comparison is the canonical NaN
  wire gt  = !lt_q3 && !eq_q3;
  wire hit = (rel_q3[0] && lt_q3) || (rel_q3[1] && eq_q3) || (rel_q3[2] && gt);
  reg [31:0] cres;
  always @* begin
    case (kind_q3)
      K_MIN:   cres = lt_q3 ? a_q3 : cb_q3;
      K_MAX:   cres = lt_q3 ? cb_q3 : a_q3;
      K_SET:   cres = hit ? ONE : 32'd0;
      default: cres = lt_q3 ? MONE : eq_q3 ? 32'd0 : ONE;
    endcase
    if (un_q3) cres = CNAN;
  end

  reg [31:0] prod_q4, flr_q4, a_q4, y_q4, simple_q4;
  reg [1:0]  oth_q4, ysel_q4;
  reg        use_sum_q4, x_prod_q4, v3_q4;
  // DP4/DPH's fourth addend: read by lane 0's sum only
  /* verilator lint_off UNUSEDSIGNAL */
  reg        dp34_q4;
  /* verilator lint_on UNUSEDSIGNAL */
  always @(posedge clk_i) begin
    prod_q4    <= prod;
    flr_q4     <= flr;
    a_q4       <= a_q3;
    y_q4       <= y_q3;
    simple_q4  <= is_cmp_q3 ? cres : simple_q3;
    oth_q4     <= oth_q3;
    ysel_q4    <= ysel_q3;
    use_sum_q4 <= use_sum_q3;
    x_prod_q4  <= x_prod_q3;
    dp34_q4    <= dp34_q3;
    v3_q4      <= v3_q3;
  end
  assign prod_o = prod_q4;

  // ------------------------------------------------------------ 5: addends
  wire [31:0] x0 = x_prod_q4 ? prod_q4 : a_q4;
  wire [31:0] x1 = (ysel_q4 == Y_NFLR) ? (flr_q4 ^ SGN) :
                   (ysel_q4 == Y_DOT)  ? dot_i[31:0] : y_q4;
  wire [32*NSUM-1:0] addends;
  generate
    if (NSUM == 4) begin : g_dot
      // DP3: lane 0 + lanes 1, 2 (+0 for the fourth); DP4, DPH: also lane 3
      wire dot = (ysel_q4 == Y_DOT);
      assign addends = {dp34_q4 ? dot_i[95:64] : 32'd0, dot ? dot_i[63:32] : 32'd0, x1, x0};
    end else begin : g_two
      assign addends = {x1, x0};
    end
  endgenerate
  wire [31:0] sum;                // 11: the sum of the addends of six clocks before
  vp_vu_sum #(.N(NSUM)) u_sum (.clk_i(clk_i), .v_i(addends), .v3_i(v3_q4), .r_o(sum));

  // the result without a sum, carried to stage 11 (registers 5..10)
  wire [31:0] oth5 = (oth_q4 == O_PROD) ? prod_q4 : (oth_q4 == O_FLR) ? flr_q4 : simple_q4;
  wire [31:0] oth_q10;
  wire        use_sum_q10;
  vp_delay #(.W(33), .N(6)) u_oth (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({use_sum_q4, oth5}), .q_o({use_sum_q10, oth_q10}));

  // ------------------------------------------------------------ 11
  assign r_o = use_sum_q10 ? sum : oth_q10;
endmodule
