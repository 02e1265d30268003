# Inputs llvm-mc 19 accepts although they are questionable, and whose output is surprising.
# Kept separate so that an implementation may choose to treat them differently.
# 1. Shift aliases with a zero amount turn into a rotate by 32/64: the printed SH is 32/64 but
#    the encoded SH field is 0 (the value is truncated to 5/6 bits).
srwi 3, 4, 0
srwi. 3, 4, 0
rotrwi 3, 4, 0
extrwi 3, 4, 1, 31
inslwi 3, 4, 5, 0
srdi 3, 4, 0
srdi. 3, 4, 0
rotrdi 3, 4, 0
extrdi 3, 4, 1, 63
# 2. A %-register of any class is just its number, so the register file is not checked
#    (%lr = 8, %ctr = 9; %vN in a VSX operand is VSR N, not VSR 32+N).
add %f3, %v4, %r5
fadd %r1, %vs2, %cr3
add 3, 4, %lr
add 3, 4, %ctr
xxlor %v0, %v1, %v2
# 3. Update forms with rA = 0 or rA = rT (invalid forms in the ISA) are accepted.
lbzu 3, 1(0)
lwzu 3, 4(3)
ldu 3, 8(3)
lbzux 3, 0, 4
stwu 3, 4(0)
# 4. addis/lis accept -65536..65535 and wrap to 16 bits.
addis 3, 4, -65536
addis 3, 4, -32769
lis 3, -65535
# 5. The BO field of bc is a plain 5-bit number; reserved encodings are accepted.
bc 1, 5, 16
bc 3, 5, 16
bc 31, 5, 16
bc 13, 5, 16
# 6. A D-form memory operand `d(rA)` is parsed as two separate operands, so `d, rA` is accepted
#    for D-form instructions and `d(rA)` for X-form ones.
lwz 3, 4, 5
stw 3, 8, 1
ldx 3, 8(4)
lwz 3, 8(%f4)
