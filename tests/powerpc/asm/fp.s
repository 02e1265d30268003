# Floating-point arithmetic (A form, opcode 63 double / 59 single), with record forms (`.`,
# which sets CR1). Operands are FPR numbers 0..31.
fadd 1, 2, 3
fadd 0, 31, 15
fadd 31, 0, 0
fadd. 1, 2, 3
fadds 1, 2, 3
fadds 30, 29, 28
fadds. 1, 2, 3
fsub 1, 2, 3
fsub 0, 0, 31
fsub. 1, 2, 3
fsubs 1, 2, 3
fsubs. 4, 5, 6
fmul 1, 2, 3
fmul 31, 31, 31
fmul. 1, 2, 3
fmuls 1, 2, 3
fmuls. 7, 8, 9
fdiv 1, 2, 3
fdiv. 1, 2, 3
fdivs 1, 2, 3
fdivs. 10, 11, 12
fmadd 1, 2, 3, 4
fmadd 0, 31, 0, 31
fmadd. 1, 2, 3, 4
fmadds 1, 2, 3, 4
fmadds. 5, 6, 7, 8
fmsub 1, 2, 3, 4
fmsub. 1, 2, 3, 4
fmsubs 1, 2, 3, 4
fmsubs. 9, 10, 11, 12
fnmadd 1, 2, 3, 4
fnmadd. 1, 2, 3, 4
fnmadds 1, 2, 3, 4
fnmadds. 13, 14, 15, 16
fnmsub 1, 2, 3, 4
fnmsub. 1, 2, 3, 4
fnmsubs 1, 2, 3, 4
fnmsubs. 17, 18, 19, 20
# X-form moves and unary operations
fmr 1, 2
fmr 0, 31
fmr. 1, 2
fneg 1, 2
fneg 31, 0
fneg. 1, 2
fabs 1, 2
fabs. 1, 2
fnabs 1, 2
fnabs. 1, 2
fcpsgn 1, 2, 3
fcpsgn. 1, 2, 3
fsqrt 1, 2
fsqrts 1, 2
fre 1, 2
fres 1, 2
frsqrte 1, 2
frsqrtes 1, 2
fsel 1, 2, 3, 4
fsel. 1, 2, 3, 4
frsp 1, 2
frsp. 1, 2
# conversions
fctiw 1, 2
fctiwz 1, 2
fctiwz. 1, 2
fctid 1, 2
fctidz 1, 2
fctiwu 1, 2
fctiduz 1, 2
fcfid 1, 2
fcfid. 1, 2
fcfids 1, 2
fcfidu 1, 2
fcfidus 1, 2
frin 1, 2
friz 1, 2
frip 1, 2
frim 1, 2
# compares: fcmpu/fcmpo BF, fA, fB (BF is required)
fcmpu 0, 1, 2
fcmpu 7, 1, 2
fcmpu 3, 31, 0
fcmpu cr1, 1, 2
fcmpo 0, 1, 2
fcmpo 3, 1, 2
fcmpo cr7, 30, 31
# FPSCR
mffs 1
mffs. 31
mtfsf 255, 1
mtfsf 1, 31
mtfsf. 128, 2
mtfsfi 7, 15
mtfsfi 0, 0
mtfsfi. 1, 5
mtfsb0 31
mtfsb0 0
mtfsb1 0
mcrfs 1, 7
