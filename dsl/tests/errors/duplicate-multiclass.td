// expect: duplicate: multiclass ALUOps is defined a second time on line 10.
class Inst<string asm> {
  string AsmString = asm;
}

multiclass ALUOps<string mn> {
  def rr : Inst<mn # " $rd, $rs1, $rs2">;
}

multiclass ALUOps<string mn> {
  def ri : Inst<mn # " $rd, $rs1, $imm">;
}

defm ADD : ALUOps<"add">;
