# Update forms: the effective address is written back to rA (rA != 0, and for loads
# rA != rT; llvm-mc does not check this).
lbzu 3, 0(4)
lbzu 3, 1(4)
lbzu 3, -1(4)
lbzu 3, 32767(4)
lbzu 3, -32768(4)
lbzux 3, 4, 5
lbzux 31, 1, 0
lhzu 3, 2(4)
lhzu 3, -2(4)
lhzu 3, 32767(31)
lhzux 3, 4, 5
lhau 3, 2(4)
lhau 3, -32768(4)
lhaux 3, 4, 5
lwzu 3, 4(4)
lwzu 3, -4(1)
lwzu 0, 32767(1)
lwzux 3, 4, 5
lwzux 0, 31, 30
lwaux 3, 4, 5
ldu 3, 8(4)
ldu 3, -8(4)
ldu 3, 32764(4)
ldu 3, -32768(4)
ldu 0, 4(31)
ldux 3, 4, 5
ldux 31, 30, 29
stbu 3, 1(4)
stbu 3, -1(4)
stbu 3, 32767(4)
stbux 3, 4, 5
sthu 3, 2(4)
sthu 3, -32768(4)
sthux 3, 4, 5
stwu 1, -16(1)
stwu 3, 4(4)
stwu 3, 32767(4)
stwu 1, -32768(1)
stwux 1, 1, 0
stwux 3, 4, 5
stdu 1, -32(1)
stdu 1, -112(1)
stdu 3, 8(4)
stdu 3, 32764(4)
stdu 3, -32768(4)
stdux 1, 1, 0
stdux 3, 4, 5
