# isa-fp: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
fabs 3, 28
fabs 15, 18
fabs 6, 15
fabs. 28, 19
fabs. 21, 12
fabs. 10, 13
fadd 19, 12, 8
fadd 12, 30, 27
fadd 23, 25, 1
fadds 30, 24, 2
fadds 1, 31, 1
fadds 7, 23, 18
fadds. 16, 0, 5
fadds. 14, 27, 8
fadds. 16, 14, 17
fadd. 24, 1, 19
fadd. 8, 4, 21
fadd. 11, 24, 14
fcfid 19, 21
fcfid 8, 5
fcfid 20, 20
fcfids 0, 3
fcfids 26, 29
fcfids. 0, 20
fcfids. 9, 28
fcfids. 25, 2
fcfidu 22, 29
fcfidu 13, 31
fcfidu 4, 3
fcfidus 7, 20
fcfidus 0, 15
fcfidus 1, 28
fcfidus. 18, 6
fcfidus. 11, 2
fcfidus. 9, 6
fcfidu. 18, 2
fcfidu. 23, 1
fcfidu. 10, 15
fcfid. 2, 22
fcfid. 12, 4
fcfid. 2, 24
fcmpo 7, 15, 18
fcmpo 3, 26, 19
fcmpo 6, 4, 25
fcmpu 6, 12, 21
fcmpu 2, 8, 13
fcmpu 7, 27, 1
fcpsgn 0, 15, 12
fcpsgn 5, 16, 8
fcpsgn 7, 31, 29
fcpsgn. 13, 30, 10
fcpsgn. 8, 26, 29
fcpsgn. 14, 31, 1
fctid 29, 18
fctid 22, 28
fctid 18, 2
fctidu 15, 28
fctidu 24, 4
fctidu 29, 20
fctiduz 0, 1
fctiduz 2, 0
fctiduz 11, 6
fctiduz. 20, 18
fctiduz. 11, 18
fctiduz. 16, 29
fctidu. 18, 28
fctidu. 10, 22
fctidu. 29, 10
fctidz 16, 21
fctidz 8, 13
fctidz 10, 5
fctidz. 8, 30
fctidz. 3, 6
fctidz. 4, 13
fctid. 5, 2
fctid. 10, 28
fctid. 4, 15
fctiw 20, 10
fctiw 17, 29
fctiw 1, 21
fctiwu 20, 20
fctiwu 5, 11
fctiwu 27, 21
fctiwuz 17, 23
fctiwuz 20, 1
fctiwuz 14, 31
fctiwuz. 9, 2
fctiwuz. 0, 29
fctiwuz. 4, 20
fctiwu. 12, 1
fctiwu. 23, 19
fctiwu. 24, 31
fctiwz 28, 11
fctiwz 29, 23
fctiwz 27, 11
fctiwz. 1, 20
fctiwz. 1, 15
fctiwz. 5, 14
fctiw. 13, 31
fctiw. 15, 4
fctiw. 7, 27
fdiv 15, 15, 20
fdiv 28, 7, 14
fdiv 18, 20, 17
fdivs 24, 28, 14
fdivs 10, 13, 21
fdivs 8, 9, 18
fdivs. 28, 19, 23
fdivs. 7, 18, 6
fdivs. 1, 20, 26
fdiv. 13, 6, 21
fdiv. 0, 18, 25
fdiv. 17, 10, 7
fmadd 31, 13, 16, 17
fmadd 21, 4, 0, 9
fmadd 29, 13, 4, 5
fmadds 18, 21, 23, 1
fmadds 10, 29, 7, 24
fmadds 14, 27, 18, 0
fmadds. 1, 24, 25, 6
fmadds. 5, 21, 13, 25
fmadds. 19, 30, 27, 13
fmadd. 29, 15, 13, 28
fmadd. 3, 28, 20, 30
fmadd. 21, 8, 25, 30
fmr 12, 14
fmr 17, 24
fmr 18, 12
fmr. 21, 30
fmr. 16, 27
fmr. 4, 25
fmsub 21, 29, 20, 3
fmsub 26, 1, 23, 31
fmsub 4, 11, 13, 4
fmsubs 28, 27, 29, 30
fmsubs 12, 3, 19, 31
fmsubs 19, 4, 21, 14
fmsubs. 19, 7, 26, 6
fmsubs. 14, 26, 15, 15
fmsubs. 14, 10, 25, 24
fmsub. 5, 2, 30, 26
fmsub. 4, 9, 17, 7
fmsub. 1, 17, 29, 13
fmul 11, 0, 31
fmul 27, 19, 2
fmul 21, 30, 9
fmuls 5, 25, 27
fmuls 5, 1, 8
fmuls 2, 9, 28
fmuls. 16, 16, 18
fmuls. 18, 4, 14
fmuls. 23, 25, 6
fmul. 13, 21, 18
fmul. 30, 17, 8
fmul. 28, 27, 15
fnabs 7, 27
fnabs 28, 19
fnabs 4, 14
fnabs. 3, 23
fnabs. 29, 24
fnabs. 26, 19
fneg 2, 1
fneg 18, 9
fneg 1, 23
fneg. 6, 21
fneg. 12, 26
fneg. 23, 27
fnmadd 21, 10, 20, 21
fnmadd 21, 4, 9, 24
fnmadd 14, 24, 6, 28
fnmadds 18, 22, 25, 11
fnmadds 31, 30, 3, 22
fnmadds 25, 18, 11, 21
fnmadds. 29, 17, 26, 5
fnmadds. 8, 4, 31, 8
fnmadds. 14, 29, 13, 7
fnmadd. 25, 27, 9, 9
fnmadd. 31, 13, 11, 11
fnmadd. 4, 15, 17, 22
fnmsub 26, 7, 5, 28
fnmsub 22, 27, 0, 18
fnmsub 16, 28, 4, 31
fnmsubs 18, 4, 0, 2
fnmsubs 31, 22, 17, 17
fnmsubs 9, 21, 1, 23
fnmsubs. 22, 14, 8, 11
fnmsubs. 3, 12, 5, 3
fnmsubs. 24, 20, 15, 29
fnmsub. 24, 11, 26, 21
fnmsub. 14, 3, 22, 12
fnmsub. 2, 2, 0, 25
fre 31, 25
fre 19, 16
fre 0, 17
fres 14, 0
fres 20, 14
fres 16, 5
fres. 19, 15
fres. 28, 27
fres. 31, 3
fre. 17, 15
fre. 24, 4
fre. 2, 3
frim 3, 31
frim 16, 20
frim 5, 8
frim. 3, 26
frim. 23, 11
frim. 13, 17
frin 29, 10
frin 15, 11
frin 5, 26
frin. 23, 20
frin. 23, 23
frin. 9, 9
frip 15, 10
frip 14, 11
frip 17, 8
frip. 26, 27
frip. 0, 12
frip. 24, 31
friz 31, 14
friz 4, 8
friz 22, 1
friz. 30, 22
friz. 18, 4
friz. 1, 10
frsp 15, 30
frsp 5, 11
frsp 8, 6
frsp. 0, 15
frsp. 5, 6
frsp. 12, 24
frsqrte 14, 29
frsqrte 16, 2
frsqrte 17, 20
frsqrtes 5, 14
frsqrtes 30, 19
frsqrtes 7, 26
frsqrtes. 17, 14
frsqrtes. 14, 14
frsqrtes. 29, 30
frsqrte. 6, 23
frsqrte. 16, 16
frsqrte. 11, 29
fsel 23, 9, 24, 30
fsel 25, 15, 9, 8
fsel 27, 0, 30, 28
fsel. 17, 15, 1, 16
fsel. 18, 25, 31, 22
fsel. 19, 13, 12, 30
fsqrt 28, 7
fsqrt 0, 6
fsqrt 14, 13
fsqrts 10, 6
fsqrts 20, 3
fsqrts 9, 9
fsqrts. 6, 25
fsqrts. 29, 29
fsqrts. 21, 14
fsqrt. 20, 3
fsqrt. 13, 23
fsqrt. 0, 17
fsub 10, 20, 1
fsub 20, 23, 24
fsub 29, 13, 27
fsubs 29, 2, 20
fsubs 22, 15, 17
fsubs 11, 5, 12
fsubs. 31, 2, 2
fsubs. 20, 28, 16
fsubs. 3, 25, 24
fsub. 1, 10, 11
fsub. 18, 4, 4
fsub. 25, 14, 22
ftdiv 2, 6, 2
ftdiv 5, 12, 30
ftdiv 0, 17, 17
ftsqrt 3, 3
ftsqrt 5, 14
ftsqrt 2, 4
mcrfs 7, 0
mcrfs 6, 5
mcrfs 7, 4
mffs 23
mffs 20
mffs 14
mffscdrn 3, 24
mffscdrn 3, 5
mffscdrn 28, 29
mffscdrni 11, 5
mffscdrni 1, 0
mffscdrni 22, 1
mffsce 9
mffsce 14
mffsce 13
mffscrn 15, 26
mffscrn 25, 2
mffscrn 10, 23
mffscrni 5, 0
mffscrni 15, 2
mffscrni 1, 0
mffsl 14
mffsl 27
mffsl 10
mffs. 20
mffs. 6
mffs. 21
mtfsb0 19
mtfsb0 31
mtfsb0 25
mtfsb1 15
mtfsb1 3
mtfsf 230, 2, 1, 0
mtfsf 1, 31, 0, 1
mtfsf 1, 23, 1, 1
mtfsfi	3, 14
mtfsfi 5, 0, 1
mtfsfi	1, 12
mtfsfi. 6, 2, 1
mtfsfi.	1, 0
mtfsfi.	7, 9
mtfsf. 114, 11, 0, 1
mtfsf. 173, 19, 0, 1
mtfsf.	78, 20
