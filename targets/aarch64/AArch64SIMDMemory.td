//===- AArch64SIMDMemory.td - Advanced SIMD structure loads and stores ----===//
//
// ld1-ld4 and st1-st4 of whole registers (multiple structures), of one
// lane (single structure) and replicated to every lane (ld1r-ld4r), each
// also post-indexed: by a register, or by the bytes transferred, which
// the encoding holds as register 31 (see PostIdx).
//
//===----------------------------------------------------------------------===//

// Multiple structures: 0 Q 0 0 1 1 0 0 post L 0 Rm opcode size Rn Rt (Rm
// 00000 without post-index).
class LdStMultiple<bit Q, bit L, bits<4> opcode, bits<2> size, string mnemonic, DAGOperand vlist,
                   bit post, DAGOperand index>
    : A64Inst<!con(!if(post, (outs GPR64sp:$wback), (outs)), !if(L, (outs vlist:$Vt), (outs))),
              !con(!if(L, (ins), (ins vlist:$Vt)), (ins GPR64sp:$Rn), !if(post, (ins index:$Xm), (ins))),
              mnemonic, !if(post, "$Vt, [$Rn], $Xm", "$Vt, [$Rn]")> {
  bits<5> Vt;
  bits<5> Rn;
  bits<5> Xm;
  let Constraints = !if(post, "$Rn = $wback", "");
  let Inst{31} = 0;
  let Inst{30} = Q;
  let Inst{29-24} = 0b001100;
  let Inst{23} = post;
  let Inst{22} = L;
  let Inst{21} = 0;
  let Inst{20-16} = !if(post, Xm, 0b00000);
  let Inst{15-12} = opcode;
  let Inst{11-10} = size;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Vt;
  let mayLoad = L;
  let mayStore = !not(L);
}

// Every arrangement of n registers, plain and post-indexed.
multiclass LdStMultipleArrs<bit L, bits<4> opcode, string mnemonic, int n, bit with1d> {
  foreach a = !listconcat(ArrBHSD, !if(with1d, [Arr<0, 0b11, V1D, "1d", 64>], [])) in {
    defvar vlist = !cast<DAGOperand>("VecList" # n # "x" # a.Name);
    def v # a.Name : LdStMultiple<a.Q, L, opcode, a.Size, mnemonic, vlist, 0, GPR64>;
    def v # a.Name # _POST : LdStMultiple<a.Q, L, opcode, a.Size, mnemonic, vlist, 1,
                                          !cast<DAGOperand>("PostIdx" # !mul(n, !if(a.Q, 16, 8)))>;
  }
}

// Single structure: 0 Q 0 0 1 1 0 1 post L R Rm opcode S size Rn Rt. The
// lane index goes into Q:S:size as far as the element size leaves room.
class LdStLane<bit L, bit R, bits<3> opcode, ElemSize e, string mnemonic, DAGOperand vlist, bit post,
               DAGOperand index>
    : A64Inst<!con(!if(post, (outs GPR64sp:$wback), (outs)), !if(L, (outs vlist:$Vt), (outs))),
              !con(!if(L, (ins vlist:$Vt_in), (ins vlist:$Vt)), (ins e.Index:$idx, GPR64sp:$Rn),
                   !if(post, (ins index:$Xm), (ins))),
              mnemonic, !if(post, "$Vt$idx, [$Rn], $Xm", "$Vt$idx, [$Rn]")> {
  bits<5> Vt;
  bits<5> Rn;
  bits<5> Xm;
  bits<4> idx;
  let Constraints = !if(L, !if(post, "$Rn = $wback, $Vt = $Vt_in", "$Vt = $Vt_in"), !if(post, "$Rn = $wback", ""));
  let Inst{31} = 0;
  let Inst{29-24} = 0b001101;
  let Inst{23} = post;
  let Inst{22} = L;
  let Inst{21} = R;
  let Inst{20-16} = !if(post, Xm, 0b00000);
  let Inst{15-13} = opcode;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Vt;
  let mayLoad = L;
  let mayStore = !not(L);
}

multiclass LdStLanes<bit L, string mnemonic, int n> {
  defvar R = !or(!eq(n, 2), !eq(n, 4));
  defvar odd = !or(!eq(n, 3), !eq(n, 4));
  foreach post = [0, 1] in {
    defvar suffix = !if(post, "_POST", "");
    def b # suffix : LdStLane<L, R, {0b00, odd}, ElemB, mnemonic, !cast<DAGOperand>("VecList" # n # "b"), post,
                              !cast<DAGOperand>("PostIdx" # n)> {
      let Inst{30} = idx{3};
      let Inst{12} = idx{2};
      let Inst{11-10} = idx{1-0};
    }
    def h # suffix : LdStLane<L, R, {0b01, odd}, ElemH, mnemonic, !cast<DAGOperand>("VecList" # n # "h"), post,
                              !cast<DAGOperand>("PostIdx" # !mul(n, 2))> {
      let Inst{30} = idx{2};
      let Inst{12} = idx{1};
      let Inst{11} = idx{0};
      let Inst{10} = 0;
    }
    def s # suffix : LdStLane<L, R, {0b10, odd}, ElemS, mnemonic, !cast<DAGOperand>("VecList" # n # "s"), post,
                              !cast<DAGOperand>("PostIdx" # !mul(n, 4))> {
      let Inst{30} = idx{1};
      let Inst{12} = idx{0};
      let Inst{11-10} = 0b00;
    }
    def d # suffix : LdStLane<L, R, {0b10, odd}, ElemD, mnemonic, !cast<DAGOperand>("VecList" # n # "d"), post,
                              !cast<DAGOperand>("PostIdx" # !mul(n, 8))> {
      let Inst{30} = idx{0};
      let Inst{12} = 0;
      let Inst{11-10} = 0b01;
    }
  }
}

// Replicating loads: opcode 110 (ld1r, ld2r) or 111 (ld3r, ld4r), S 0.
class LdReplicate<bit R, bit opc0, Arr a, string mnemonic, DAGOperand vlist, bit post, DAGOperand index>
    : A64Inst<!con(!if(post, (outs GPR64sp:$wback), (outs)), (outs vlist:$Vt)),
              !con((ins GPR64sp:$Rn), !if(post, (ins index:$Xm), (ins))),
              mnemonic, !if(post, "$Vt, [$Rn], $Xm", "$Vt, [$Rn]")> {
  bits<5> Vt;
  bits<5> Rn;
  bits<5> Xm;
  let Constraints = !if(post, "$Rn = $wback", "");
  let Inst{31} = 0;
  let Inst{30} = a.Q;
  let Inst{29-24} = 0b001101;
  let Inst{23} = post;
  let Inst{22} = 1;
  let Inst{21} = R;
  let Inst{20-16} = !if(post, Xm, 0b00000);
  let Inst{15-13} = {0b11, opc0};
  let Inst{12} = 0;
  let Inst{11-10} = a.Size;
  let Inst{9-5} = Rn;
  let Inst{4-0} = Vt;
  let mayLoad = 1;
}

multiclass LdReplicates<string mnemonic, int n> {
  defvar R = !or(!eq(n, 2), !eq(n, 4));
  defvar odd = !or(!eq(n, 3), !eq(n, 4));
  foreach a = !listconcat(ArrBHSD, [Arr<0, 0b11, V1D, "1d", 64>]) in {
    defvar vlist = !cast<DAGOperand>("VecList" # n # "x" # a.Name);
    def v # a.Name : LdReplicate<R, odd, a, mnemonic, vlist, 0, GPR64>;
    def v # a.Name # _POST : LdReplicate<R, odd, a, mnemonic, vlist, 1,
                                         !cast<DAGOperand>("PostIdx" # !mul(n, !div(a.Esize, 8)))>;
  }
}

let Predicates = [HasNEON] in {
  defm LD1One   : LdStMultipleArrs<1, 0b0111, "ld1", 1, 1>;
  defm LD1Two   : LdStMultipleArrs<1, 0b1010, "ld1", 2, 1>;
  defm LD1Three : LdStMultipleArrs<1, 0b0110, "ld1", 3, 1>;
  defm LD1Four  : LdStMultipleArrs<1, 0b0010, "ld1", 4, 1>;
  defm LD2      : LdStMultipleArrs<1, 0b1000, "ld2", 2, 0>;
  defm LD3      : LdStMultipleArrs<1, 0b0100, "ld3", 3, 0>;
  defm LD4      : LdStMultipleArrs<1, 0b0000, "ld4", 4, 0>;
  defm ST1One   : LdStMultipleArrs<0, 0b0111, "st1", 1, 1>;
  defm ST1Two   : LdStMultipleArrs<0, 0b1010, "st1", 2, 1>;
  defm ST1Three : LdStMultipleArrs<0, 0b0110, "st1", 3, 1>;
  defm ST1Four  : LdStMultipleArrs<0, 0b0010, "st1", 4, 1>;
  defm ST2      : LdStMultipleArrs<0, 0b1000, "st2", 2, 0>;
  defm ST3      : LdStMultipleArrs<0, 0b0100, "st3", 3, 0>;
  defm ST4      : LdStMultipleArrs<0, 0b0000, "st4", 4, 0>;

  foreach n = 1...4 in {
    defm LD # n # i : LdStLanes<1, "ld" # n, n>;
    defm ST # n # i : LdStLanes<0, "st" # n, n>;
    defm LD # n # R : LdReplicates<"ld" # n # "r", n>;
  }
}
