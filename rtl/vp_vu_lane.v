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
//      the other inputs registered (register 2 of the delay u_d)
//   3  M2a of the multiply (the low partial products' sum); the other
//      inputs registered again (a_d, b_d, c_d, vop_d, zw_d)
//   4  M2c of the multiply (the product's high bits); F1 of the floor,
//      the comparison, the decode
//   5  M2b of the multiply (prod_o), F2 of the floor, the comparison's
//      result (MIN/MAX/SET/SSG/ABS), the other simple results
//   6  the addends chosen and registered (A0 of the sum); the result when
//      there is no sum (registered and carried to stage 12 beside the sum)
//   7..12  A1..A6 of the sum; r_o at the end of stage 12, combinational:
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
  input  wire [4:0]  vop_i,       // 2: `UC_VOP_* (read in 4: vop_d)
  // 2: vop_i is DPH (decoded in front of vp_vu's input register); lane 3
  // multiplies 1.0 * b.w then, the other lanes do not read it
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        dph_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire        zw_i,        // 2: zero-wins rule (the multiplier's; the rest reads zw_d)
  input  wire [31:0] a_i,         // 2: source 0
  input  wire [31:0] b_i,         // 2: source 1
  input  wire [31:0] c_i,         // 2: source 2 (MAD addend; read in 4: c_d)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [95:0] dot_i,       // 6: lanes 1..3's prod_o (lane 0 only: the dot products)
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [31:0] prod_o,      // register 5: this lane's product
  output wire [31:0] r_o          // 12: the lane's result (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] MONE = 32'hBF80_0000;
  localparam [31:0] SGN  = 32'h8000_0000;
  localparam integer NSUM = (LANE == 0) ? 4 : 2;
  // ------------------------------------------------------------ 2, 3: inputs
  // The multiplier's M1 reads a_i and b_i in stage 2; the rest of the lane
  // reads them two clocks later (register 3: vop_d, zw_d, a_d, b_d, c_d),
  // in stage 4 beside the multiplier's M2c, so that its stage-5 results
  // meet the product, which takes four clocks (M1, M2a, M2c, M2b) to
  // register 5.
  wire [4:0]  vop_d;
  wire        zw_d;
  wire [31:0] a_d, b_d, c_d;
  vp_delay #(.W(5 + 1 + 3*32), .N(2)) u_d (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({vop_i, zw_i, a_i, b_i, c_i}), .q_o({vop_d, zw_d, a_d, b_d, c_d}));

  // the VP2-only operations (NV30): FLR, FRC, SSG, SEQ, SNE, SGT, SLE, STR
  localparam integer VP2OPS = (GPU != 20) ? 1 : 0;
  wire vp2op = vop_d == `UC_VOP_FLR || vop_d == `UC_VOP_FRC || vop_d == `UC_VOP_SSG ||
               vop_d == `UC_VOP_SEQ || vop_d == `UC_VOP_SNE || vop_d == `UC_VOP_SGT ||
               vop_d == `UC_VOP_SLE || vop_d == `UC_VOP_STR;
  wire [4:0] vop = (VP2OPS == 0 && vp2op) ? `UC_VOP_NOP : vop_d;

  // ------------------------------------------------------------ 4: decode
  // what stage 5 makes of the comparison
  localparam [1:0] K_MIN = 2'd0, K_MAX = 2'd1, K_SET = 2'd2, K_SSG = 2'd3;
  // the result without a sum, chosen in stage 6
  localparam [1:0] O_SIMPLE = 2'd0, O_PROD = 2'd1, O_FLR = 2'd2;
  // the second addend, chosen in stage 6
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

  // ------------------------------------------------------------ 2..5: units
  wire        ma_one = (LANE == 3) && dph_i;   // the multiplier's a is 1.0
  wire [31:0] prod;               // 5: a * b of three clocks before
  vp_vu_mul #(.GPU(GPU), .MUL_LUT(MUL_LUT)) u_mul (.clk_i(clk_i), .a_i(ma_one ? ONE : a_i), .b_i(b_i),
    .zw_i(zw_i), .r_o(prod));
  wire [31:0] flr;                // 5: floor of the a_d of one clock before
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

  reg [31:0] a_q4, cb_q4, y_q4, simple_q4;
  reg        lt_q4, eq_q4, un_q4, is_cmp_q4;
  reg [1:0]  kind_q4;
  reg [2:0]  rel_q4;
  reg [1:0]  oth_q4, ysel_q4;
  reg        use_sum_q4, x_prod_q4, dp34_q4, v3_q4;
  always @(posedge clk_i) begin
    a_q4       <= a_d;
    cb_q4      <= cmp_b;
    y_q4       <= ypre;
    simple_q4  <= simple;
    lt_q4      <= lt;
    eq_q4      <= eq;
    un_q4      <= un;
    is_cmp_q4  <= is_cmp;
    kind_q4    <= kind;
    rel_q4     <= rel;
    oth_q4     <= oth;
    ysel_q4    <= ysel;
    use_sum_q4 <= use_sum;
    x_prod_q4  <= x_prod;
    dp34_q4    <= dp34;
    v3_q4      <= v3;
  end

  // ------------------------------------------------------------ 5: choices
  // MIN returns b when equal, MAX a; every result of an unordered
  // comparison is the canonical NaN
  wire gt  = !lt_q4 && !eq_q4;
  wire hit = (rel_q4[0] && lt_q4) || (rel_q4[1] && eq_q4) || (rel_q4[2] && gt);
  reg [31:0] cres;
  always @* begin
    case (kind_q4)
      K_MIN:   cres = lt_q4 ? a_q4 : cb_q4;
      K_MAX:   cres = lt_q4 ? cb_q4 : a_q4;
      K_SET:   cres = hit ? ONE : 32'd0;
      default: cres = lt_q4 ? MONE : eq_q4 ? 32'd0 : ONE;
    endcase
    if (un_q4) cres = CNAN;
  end

  reg [31:0] prod_q5, flr_q5, a_q5, y_q5, simple_q5;
  reg [1:0]  oth_q5, ysel_q5;
  reg        use_sum_q5, x_prod_q5, v3_q5;
  // DP4/DPH's fourth addend: read by lane 0's sum only
  /* verilator lint_off UNUSEDSIGNAL */
  reg        dp34_q5;
  /* verilator lint_on UNUSEDSIGNAL */
  always @(posedge clk_i) begin
    prod_q5    <= prod;
    flr_q5     <= flr;
    a_q5       <= a_q4;
    y_q5       <= y_q4;
    simple_q5  <= is_cmp_q4 ? cres : simple_q4;
    oth_q5     <= oth_q4;
    ysel_q5    <= ysel_q4;
    use_sum_q5 <= use_sum_q4;
    x_prod_q5  <= x_prod_q4;
    dp34_q5    <= dp34_q4;
    v3_q5      <= v3_q4;
  end
  assign prod_o = prod_q5;

  // ------------------------------------------------------------ 6: addends
  wire [31:0] x0 = x_prod_q5 ? prod_q5 : a_q5;
  wire [31:0] x1 = (ysel_q5 == Y_NFLR) ? (flr_q5 ^ SGN) :
                   (ysel_q5 == Y_DOT)  ? dot_i[31:0] : y_q5;
  wire [32*NSUM-1:0] addends;
  generate
    if (NSUM == 4) begin : g_dot
      // DP3: lane 0 + lanes 1, 2 (+0 for the fourth); DP4, DPH: also lane 3
      wire dot = (ysel_q5 == Y_DOT);
      assign addends = {dp34_q5 ? dot_i[95:64] : 32'd0, dot ? dot_i[63:32] : 32'd0, x1, x0};
    end else begin : g_two
      assign addends = {x1, x0};
    end
  endgenerate
  wire [31:0] sum;                // 12: the sum of the addends of six clocks before
  vp_vu_sum #(.N(NSUM)) u_sum (.clk_i(clk_i), .v_i(addends), .v3_i(v3_q5), .r_o(sum));

  // the result without a sum, carried to stage 12 (registers 6..11)
  wire [31:0] oth5 = (oth_q5 == O_PROD) ? prod_q5 : (oth_q5 == O_FLR) ? flr_q5 : simple_q5;
  wire [31:0] oth_q11;
  wire        use_sum_q11;
  vp_delay #(.W(33), .N(6)) u_oth (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({use_sum_q5, oth5}), .q_o({use_sum_q11, oth_q11}));

  // ------------------------------------------------------------ 12
  assign r_o = use_sum_q11 ? sum : oth_q11;
endmodule
