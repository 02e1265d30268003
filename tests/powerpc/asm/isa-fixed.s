# isa-fixed: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
add 12, 4, 13
add 10, 13, 13
add 29, 15, 22
addc 3, 17, 18
addc 6, 11, 26
addc 29, 24, 3
addco 14, 28, 11
addco 12, 12, 29
addco 12, 1, 30
addco. 4, 14, 4
addco. 24, 28, 9
addco. 2, 16, 10
addc. 28, 24, 9
addc. 4, 20, 23
addc. 11, 11, 12
adde 1, 3, 2
adde 1, 30, 27
adde 25, 15, 11
addeo 14, 3, 1
addeo 13, 18, 17
addeo 1, 18, 28
addeo. 23, 12, 16
addeo. 24, 28, 31
addeo. 9, 10, 16
addex 26, 10, 20, 1
addex 3, 4, 28, 2
addex 6, 12, 0, 0
adde. 17, 21, 8
adde. 15, 26, 10
adde. 31, 25, 15
addi 25, 28, -6397
li	31, 8517
addi 23, 11, 19879
addic 18, 22, -26484
addic 28, 30, 8764
addic 21, 12, 26921
addic. 2, 8, -14524
addic. 0, 22, 10886
addic. 11, 31, 9185
addis 15, 16, 13729
addis 14, 11, -1
lis	11, 28708
addme 5, 0
addme 1, 2
addme 28, 28
addmeo 17, 23
addmeo 3, 12
addmeo 6, 24
addmeo. 24, 22
addmeo. 25, 12
addmeo. 17, 19
addme. 29, 29
addme. 16, 18
addme. 22, 12
addo 4, 2, 15
addo 19, 21, 21
addo 20, 10, 11
addo. 26, 13, 11
addo. 25, 27, 17
addo. 24, 30, 21
lnia	29
lnia	24
addpcis 23, 2555
addze 5, 9
addze 27, 4
addze 2, 31
addzeo 4, 25
addzeo 12, 27
addzeo 30, 2
addzeo. 27, 26
addzeo. 26, 18
addzeo. 27, 20
addze. 31, 6
addze. 13, 29
addze. 9, 13
add. 2, 4, 25
add. 16, 23, 26
add. 10, 19, 4
and 23, 3, 26
and 27, 23, 30
and 6, 13, 28
andc 30, 27, 8
andc 20, 2, 22
andc 23, 27, 7
andc. 0, 30, 0
andc. 13, 2, 14
andc. 8, 0, 6
andis. 25, 10, 45837
andis. 17, 20, 16569
andis. 0, 16, 506
andi. 28, 30, 48011
andi. 19, 6, 65535
andi. 14, 22, 5782
and. 31, 28, 14
and. 28, 25, 10
and. 21, 3, 10
b 19630576
b (-32293292)
b 0
ba 0xfffffffffe923c00
ba 0x0
ba 0xfffffffffe2717c0
bt+	13, (-30408)
bc 31, 11, (-18636)
bdzf	16, 0
bdnzfa	8, 0xffffffffffff91a4
bdnzta	30, 0xffffffffffff8000
bdnzfa	17, 0x15d0
bun- 7, (-32768)
bc 29, 13, 11176
bc 0, 19, (-2196)
bca 9, 7, 0x6864
bca 2, 2, 0xffffffffffff882c
blea 4, 0x6b24
bcctr 27, 31
beqctr+	4
blectr+ 4
bcctrl 5, 9
bcctrl 0, 13
bcctrl 5, 21
bcl 13, 21, (-4)
bcl 16, 20, 26844
bcl 16, 16, 8056
bcla 22, 29, 0x344c
beqla+	5, 0xfffffffffffff740
bcla 22, 7, 0x0
bltlr+	0
bclr 0, 6
bclr 2, 4
bgtlrl	7
bnulrl 7
bclrl 0, 17
bcctr	29, 12
bcctr 9, 16, 3
bcctr 10, 22, 2
bcctrl 13, 8, 1
bcctrl 0, 25, 3
bcctrl 1, 10, 2
bdnzfl	25, 0
btl	26, (-4108)
bdnzfl	2, (-30372)
bfla-	23, 0x0
bcla 23, 30, 0xffffffffffff8000
bcla 25, 12, 0x7b68
bclr 19, 14, 2
bclr	0, 22
bclr 0, 14, 2
bclrl 19, 16, 3
bclrl 10, 26, 2
bclrl 9, 7, 3
bcl-	19, 31, 6360
bcl-	11, 26, 16900
bcl-	29, 9, 31776
bcl+	23, 7, 0
bcl+	15, 10, (-1240)
bcl+	5, 31, (-1336)
bctr
bctrl
bc-	22, 19, 26152
bc-	19, 7, (-7240)
bc-	30, 7, (-11748)
bc+	31, 10, (-8080)
bc+	1, 7, (-16276)
bc+	31, 6, 26632
bdnz 17392
bdnz 24948
bdnz 28072
bdnza 0xffffffffffffa388
bdnza 0x7ffc
bdnza 0xffffffffffff8a30
bdnzl 3352
bdnzl (-23988)
bdnzl 960
bdnzla 0x3ff0
bdnzla 0xffffffffffff9250
bdnzla 0xffffffffffffd34c
bdnzlrl
bdnzlr
bdnz- 0
bdnz- (-3744)
bdnz- 13980
bdnza- 0xdec
bdnza- 0x4c20
bdnza- 0xfffffffffffff76c
bdnzl- (-900)
bdnzl- 0
bdnzl- (-12296)
bdnzla- 0x5178
bdnzla- 0xffffffffffff9348
bdnzla- 0x48ec
bdnzlrl-
bdnzlr-
bdnz+ 15580
bdnz+ (-21968)
bdnz+ 15764
bdnza+ 0x7ffc
bdnza+ 0x3630
bdnza+ 0xfffffffffffff144
bdnzl+ 4244
bdnzl+ 0
bdnzl+ 17988
bdnzla+ 0x0
bdnzla+ 0xffffffffffffa948
bdnzla+ 0xffffffffffffea9c
bdnzlrl+
bdnzlr+
bdz 7560
bdz 2296
bdz (-32768)
bdza 0xffffffffffffeedc
bdza 0x60a4
bdza 0x0
bdzl (-10764)
bdzl 29268
bdzl (-29188)
bdzla 0x0
bdzla 0x24a4
bdzla 0xffffffffffffdf2c
bdzlrl
bdzlr
bdz- (-4)
bdz- 16236
bdz- 8160
bdza- 0x57dc
bdza- 0xffffffffffffa198
bdza- 0xffffffffffffc224
bdzl- 16140
bdzl- (-5352)
bdzl- (-29908)
bdzla- 0xffffffffffff8f24
bdzla- 0x988
bdzla- 0xffffffffffffafbc
bdzlrl-
bdzlr-
bdz+ (-24572)
bdz+ 6132
bdz+ (-14308)
bdza+ 0xfffffffffffffffc
bdza+ 0xffffffffffff8950
bdza+ 0x0
bdzl+ (-23168)
bdzl+ 3716
bdzl+ (-4)
bdzla+ 0xffffffffffff8000
bdzla+ 0xfffffffffffffffc
bdzla+ 0x39fc
bdzlrl+
bdzlr+
bl 17768112
bl (-18872060)
bl 32944412
bla 0x1942de4
bla 0xd6c104
bla 0xfffffffffe441fa0
blr
blrl
bpermd 29, 3, 16
bpermd 10, 29, 6
bpermd 10, 25, 14
brd 10, 21
brd 11, 3
brd 27, 15
brh 27, 0
brh 0, 11
brh 20, 9
brw 18, 6
brw 27, 13
brw 24, 18
cfuged 24, 21, 28
cfuged 2, 29, 17
cfuged 26, 18, 26
cmpb 7, 0, 31
cmpb 26, 11, 22
cmpb 25, 27, 12
cmpd 6, 21, 7
cmpd 3, 30, 27
cmpd	4, 28
cmpdi	22, -9116
cmpdi 5, 14, -18521
cmpdi 1, 13, -850
cmpeqb 6, 7, 7
cmpeqb 1, 30, 9
cmpeqb 6, 6, 15
cmpld 2, 26, 22
cmpld 4, 15, 5
cmpld 3, 16, 6
cmpldi	11, 29104
cmpldi 3, 12, 42607
cmpldi 5, 2, 33425
cmplw	1, 5
cmplw 5, 26, 8
cmplw 5, 19, 23
cmplwi	8, 12261
cmplwi 1, 12, 63380
cmplwi 4, 28, 31498
cmprb 5, 1, 3, 20
cmprb 6, 0, 24, 5
cmprb 6, 1, 19, 4
cmpw 6, 15, 18
cmpw 4, 25, 21
cmpw 6, 14, 10
cmpwi 2, 4, -29193
cmpwi	1, -22915
cmpwi 7, 25, 1
cntlzd 21, 2
cntlzd 13, 25
cntlzd 3, 5
cntlzdm 4, 2, 21
cntlzdm 7, 12, 14
cntlzdm 7, 15, 19
cntlzd. 21, 24
cntlzd. 29, 27
cntlzd. 22, 27
cntlzw	18, 8
cntlzw	6, 16
cntlzw	2, 30
cntlzw.	28, 24
cntlzw.	9, 21
cntlzw.	27, 31
cnttzd 0, 28
cnttzd 4, 17
cnttzd 31, 4
cnttzdm 9, 24, 21
cnttzdm 18, 15, 28
cnttzdm 6, 1, 8
cnttzd. 1, 6
cnttzd. 14, 19
cnttzd. 14, 21
cnttzw 1, 11
cnttzw 19, 29
cnttzw 12, 5
cnttzw. 9, 17
cnttzw. 17, 11
cnttzw. 21, 26
crand 1, 11, 10
crand 21, 21, 9
crand 2, 15, 11
crandc 28, 17, 9
crandc 14, 21, 15
crandc 0, 28, 11
crset	17
crset	16
creqv 31, 0, 4
crnand 23, 24, 16
crnand 1, 4, 8
crnand 0, 25, 9
crnor 26, 25, 14
crnor 26, 21, 5
crnor 9, 27, 16
crmove	9, 10
cror 4, 16, 21
cror 16, 16, 21
crorc 5, 14, 9
crorc 10, 9, 10
crorc 6, 8, 6
crxor 26, 18, 13
crxor 13, 2, 7
crxor 18, 22, 14
darn 18, 0
darn 0, 1
darn 5, 0
divd 2, 18, 0
divd 27, 31, 27
divd 8, 24, 23
divde 31, 10, 1
divde 23, 11, 24
divde 27, 31, 23
divdeo 5, 3, 28
divdeo 16, 0, 21
divdeo 7, 29, 31
divdeo. 3, 16, 24
divdeo. 2, 2, 26
divdeo. 0, 2, 14
divdeu 25, 18, 24
divdeu 30, 28, 21
divdeu 9, 15, 21
divdeuo 31, 24, 14
divdeuo 27, 19, 5
divdeuo 6, 8, 26
divdeuo. 10, 22, 27
divdeuo. 24, 15, 22
divdeuo. 6, 15, 3
divdeu. 31, 21, 7
divdeu. 9, 29, 21
divdeu. 11, 7, 4
divde. 27, 9, 29
divde. 18, 20, 16
divde. 3, 29, 6
divdo 19, 3, 18
divdo 30, 22, 4
divdo 22, 31, 12
divdo. 22, 7, 20
divdo. 3, 1, 7
divdo. 30, 8, 15
divdu 28, 24, 5
divdu 29, 4, 25
divdu 21, 25, 9
divduo 3, 31, 26
divduo 29, 19, 5
divduo 17, 30, 3
divduo. 31, 8, 3
divduo. 1, 11, 7
divduo. 19, 12, 10
divdu. 30, 11, 0
divdu. 18, 3, 1
divdu. 27, 27, 11
divd. 19, 10, 7
divd. 19, 1, 11
divd. 2, 14, 21
divw 11, 26, 20
divw 17, 20, 0
divw 13, 30, 21
divwe 31, 4, 3
divwe 22, 5, 20
divwe 11, 28, 24
divweo 9, 23, 28
divweo 30, 21, 14
divweo 22, 26, 5
divweo. 3, 31, 14
divweo. 23, 18, 11
divweo. 9, 6, 19
divweu 6, 31, 19
divweu 8, 1, 0
divweu 3, 18, 22
divweuo 4, 12, 15
divweuo 20, 0, 17
divweuo 2, 19, 8
divweuo. 26, 9, 9
divweuo. 12, 2, 22
divweuo. 14, 3, 4
divweu. 15, 29, 26
divweu. 26, 31, 15
divweu. 19, 16, 22
divwe. 29, 13, 7
divwe. 2, 23, 15
divwe. 21, 10, 13
divwo 17, 1, 20
divwo 16, 25, 20
divwo 11, 26, 21
divwo. 6, 11, 4
divwo. 10, 20, 24
divwo. 7, 28, 14
divwu 27, 27, 15
divwu 0, 18, 4
divwu 20, 8, 3
divwuo 11, 18, 9
divwuo 28, 12, 8
divwuo 28, 26, 15
divwuo. 14, 26, 11
divwuo. 27, 26, 29
divwuo. 4, 4, 3
divwu. 28, 9, 18
divwu. 29, 12, 16
divwu. 2, 17, 28
divw. 31, 16, 12
divw. 21, 6, 29
divw. 3, 1, 22
eqv 31, 1, 5
eqv 20, 24, 29
eqv 11, 12, 1
eqv. 30, 23, 3
eqv. 12, 25, 8
eqv. 23, 27, 8
extsb 5, 7
extsb 4, 15
extsb 2, 10
extsb. 24, 22
extsb. 10, 19
extsb. 20, 15
extsh 27, 28
extsh 9, 12
extsh 16, 22
extsh. 12, 19
extsh. 26, 5
extsh. 8, 3
extsw 30, 11
extsw 19, 20
extsw 6, 30
extswsli 12, 29, 38
extswsli 1, 0, 0
extswsli 31, 27, 29
extswsli. 2, 18, 0
extswsli. 7, 7, 4
extswsli. 30, 0, 62
extsw. 28, 2
extsw. 0, 30
extsw. 19, 7
hashchk 18, -320(21)
hashchk 9, -32(11)
hashchk 12, -344(25)
hashchkp 28, -248(24)
hashchkp 22, -208(6)
hashchkp 3, -136(27)
hashst 2, -432(19)
hashst 11, -8(27)
hashst 0, -440(19)
hashstp 17, -416(3)
hashstp 18, -240(15)
hashstp 5, -8(7)
iselgt	8, 14, 6
iselgt	5, 26, 28
isel 25, 30, 13, 31
la 19, -32768(19)
la 3, -21304(4)
la 25, 9569(18)
lbarx 3, 23, 14
lbarx 29, 16, 5
lbarx 3, 26, 20
lbarx 18, 17, 24, 1
lbarx 5, 8, 6, 1
lbarx 28, 17, 12, 1
lbepx 17, 7, 6
lbepx 20, 22, 3
lbepx 10, 25, 18
lbz 19, -14803(31)
lbz 21, 0(4)
lbz 4, 0(15)
lbzcix 0, 19, 7
lbzcix 5, 31, 0
lbzcix 0, 24, 4
lbzu 6, -3371(2)
lbzu 9, 8118(13)
lbzu 13, 12939(17)
lbzux 21, 13, 18
lbzux 28, 2, 27
lbzux 5, 23, 2
lbzx 15, 16, 22
lbzx 31, 31, 10
lbzx 26, 16, 8
ld 8, 0(12)
ld 26, -32768(20)
ld 4, 100(31)
ldarx 18, 24, 30
ldarx 19, 2, 0
ldarx 1, 17, 8
ldarx 11, 21, 8, 1
ldarx 19, 20, 2, 1
ldarx 30, 1, 28, 1
ldat 29, 2, 1
ldat 5, 9, 17
ldat 26, 24, 8
ldbrx 27, 6, 29
ldbrx 8, 13, 0
ldbrx 31, 2, 31
ldcix 15, 10, 27
ldcix 31, 22, 3
ldcix 12, 26, 1
ldu 3, 25440(8)
ldu 3, -18788(10)
ldu 25, 32764(13)
ldux 13, 15, 1
ldux 23, 24, 13
ldux 19, 24, 9
ldx 7, 8, 8
ldx 8, 11, 21
ldx 17, 10, 16
lfd 5, 14990(16)
lfd 9, -747(14)
lfd 8, 1(9)
lfdepx 0, 22, 3
lfdepx 8, 10, 22
lfdepx 20, 3, 15
lfdu 10, 4153(6)
lfdu 17, -13247(13)
lfdu 9, -26928(9)
lfdux 11, 11, 12
lfdux 0, 5, 15
lfdux 26, 24, 21
lfdx 29, 25, 13
lfdx 12, 4, 24
lfdx 20, 31, 14
lfiwax 24, 31, 19
lfiwax 26, 31, 5
lfiwax 16, 19, 17
lfiwzx 17, 9, 20
lfiwzx 24, 0, 13
lfiwzx 17, 27, 11
lfs 15, -2786(14)
lfs 27, -30319(0)
lfs 15, -20246(3)
lfsu 12, -32768(28)
lfsu 19, -13451(19)
lfsu 30, -1(0)
lfsux 25, 22, 31
lfsux 13, 31, 15
lfsux 5, 13, 14
lfsx 24, 7, 26
lfsx 18, 18, 21
lfsx 8, 22, 4
lha 23, -31475(8)
lha 29, -13133(8)
lha 22, 16269(31)
lharx 11, 21, 15
lharx 27, 31, 3
lharx 19, 19, 18
lharx 24, 17, 21, 1
lharx 21, 4, 4, 1
lharx 26, 10, 3, 1
lhau 2, 18511(16)
lhau 23, -32768(26)
lhau 17, -27804(18)
lhaux 31, 13, 20
lhaux 13, 16, 2
lhaux 8, 22, 11
lhax 25, 18, 28
lhax 28, 18, 27
lhax 15, 12, 29
lhbrx 27, 2, 20
lhbrx 19, 27, 3
lhbrx 23, 6, 11
lhepx 22, 30, 6
lhepx 10, 2, 27
lhepx 4, 3, 15
lhz 24, -32768(19)
lhz 17, -30865(13)
lhz 12, -31279(7)
lhzcix 16, 31, 24
lhzcix 5, 20, 30
lhzcix 30, 4, 4
lhzu 9, 20976(31)
lhzu 27, 792(27)
lhzu 26, 8155(1)
lhzux 24, 25, 30
lhzux 7, 10, 2
lhzux 6, 6, 22
lhzx 20, 4, 12
lhzx 26, 26, 23
lhzx 4, 27, 15
li	31, 16081
li	17, 1
li	21, 25453
lis	2, 1
lis	10, -65429
lis	5, 1
lmw 12, 26203(2)
lmw 1, 10704(6)
lmw 25, 6899(4)
lq 10, -29584(21)
lq 22, 1728(10)
lq 2, -16(4)
lqarx 4, 10, 10
lqarx 20, 12, 30
lqarx 14, 15, 8
lqarx 8, 24, 24, 1
lqarx 14, 0, 26, 1
lqarx 8, 15, 0, 1
lswi 30, 13, 2
lswi 8, 25, 10
lswi 23, 28, 1
lwa 18, -5940(27)
lwa 16, -6432(25)
lwa 18, -16568(17)
lwarx 26, 22, 4
lwarx 9, 15, 11
lwarx 0, 26, 1
lwarx 26, 11, 6, 1
lwarx 1, 25, 4, 1
lwarx 5, 28, 23, 1
lwat 21, 20, 1
lwat 27, 4, 29
lwat 23, 7, 4
lwaux 12, 12, 12
lwaux 7, 6, 29
lwaux 25, 23, 17
lwax 12, 9, 2
lwax 11, 21, 30
lwax 11, 27, 30
lwbrx 23, 28, 31
lwbrx 31, 0, 31
lwbrx 23, 5, 30
lwepx 0, 5, 23
lwepx 22, 1, 12
lwepx 17, 27, 11
lwz 9, 11831(6)
lwz 10, 16436(31)
lwz 25, -20952(9)
lwzcix 30, 27, 26
lwzcix 20, 10, 18
lwzcix 12, 25, 1
lwzu 1, -18241(21)
lwzu 27, 30524(29)
lwzu 15, -20933(16)
lwzux 30, 16, 7
lwzux 14, 9, 13
lwzux 0, 24, 11
lwzx 19, 10, 17
lwzx 8, 5, 25
lwzx 1, 0, 3
maddhd 28, 7, 26, 21
maddhd 16, 26, 24, 16
maddhd 26, 28, 6, 25
maddhdu 23, 12, 19, 22
maddhdu 5, 5, 11, 20
maddhdu 18, 28, 19, 27
maddld 11, 15, 0, 31
maddld 10, 6, 14, 5
maddld 30, 8, 0, 5
mcrf 0, 5
mcrf 3, 1
mcrf 1, 1
mcrxrx 3
mcrxrx 7
mcrxrx 4
modsd 29, 14, 1
modsd 20, 1, 2
modsd 12, 3, 15
modsw 31, 2, 25
modsw 27, 7, 29
modsw 28, 22, 14
modud 25, 15, 30
modud 27, 26, 26
modud 7, 29, 4
moduw 18, 8, 19
moduw 2, 28, 14
moduw 20, 4, 10
mulhd 4, 3, 13
mulhd 12, 28, 19
mulhd 30, 5, 21
mulhdu 18, 2, 4
mulhdu 4, 1, 12
mulhdu 0, 28, 22
mulhdu. 14, 25, 19
mulhdu. 13, 11, 28
mulhdu. 21, 1, 12
mulhd. 5, 25, 15
mulhd. 21, 3, 30
mulhd. 15, 9, 10
mulhw 26, 5, 0
mulhw 11, 2, 7
mulhw 9, 22, 17
mulhwu 1, 28, 9
mulhwu 0, 20, 16
mulhwu 28, 14, 20
mulhwu. 19, 21, 7
mulhwu. 9, 8, 7
mulhwu. 8, 31, 10
mulhw. 11, 2, 6
mulhw. 0, 4, 29
mulhw. 24, 1, 21
mulld 13, 21, 16
mulld 12, 26, 17
mulld 26, 23, 2
mulldo 14, 26, 27
mulldo 26, 16, 16
mulldo 3, 7, 27
mulldo. 12, 11, 30
mulldo. 2, 29, 14
mulldo. 22, 13, 3
mulld. 16, 21, 3
mulld. 12, 15, 12
mulld. 4, 10, 9
mulli 13, 6, 1
mulli 8, 29, -26345
mulli 22, 20, 0
mullw 24, 23, 4
mullw 14, 4, 15
mullw 2, 25, 29
mullwo 6, 29, 22
mullwo 10, 23, 18
mullwo 29, 20, 24
mullwo. 19, 17, 24
mullwo. 22, 21, 13
mullwo. 22, 18, 14
mullw. 16, 3, 14
mullw. 16, 7, 0
mullw. 28, 7, 24
nand 23, 14, 30
nand 26, 25, 2
nand 11, 5, 8
nand. 9, 2, 29
nand. 12, 18, 27
nand. 11, 4, 2
neg 21, 28
neg 27, 21
neg 0, 4
nego 3, 27
nego 30, 22
nego 6, 15
nego. 5, 11
nego. 23, 3
nego. 14, 24
neg. 27, 6
neg. 22, 16
neg. 15, 10
nor 20, 13, 11
nor 21, 13, 5
nor 23, 21, 30
nor. 5, 21, 5
not.	9, 15
not.	1, 7
or 30, 6, 27
mr	26, 19
or 23, 7, 9
orc 6, 23, 16
orc 27, 3, 20
orc 30, 20, 31
orc. 30, 29, 19
orc. 5, 4, 28
orc. 23, 14, 2
nop
ori 17, 22, 4260
oris 16, 22, 58659
oris 28, 28, 42638
oris 18, 24, 0
or. 28, 0, 26
or. 20, 1, 2
or. 16, 21, 15
pdepd 31, 3, 27
pdepd 18, 13, 12
pdepd 31, 1, 31
pextd 8, 10, 24
pextd 21, 1, 11
pextd 27, 31, 18
popcntb 12, 16
popcntb 8, 28
popcntb 18, 10
popcntd 11, 14
popcntd 5, 29
popcntd 23, 6
popcntw 3, 12
popcntw 31, 13
popcntw 17, 13
rotld	27, 23, 31
rldcl 10, 10, 11, 23
rotld	7, 13, 8
rldcl. 18, 27, 25, 55
rotld.	17, 11, 1
rldcl. 5, 5, 27, 28
rldcr 17, 16, 15, 0
rldcr 22, 31, 17, 63
rldcr 21, 23, 28, 13
rldcr. 27, 27, 1, 54
rldcr. 7, 24, 9, 1
rldcr. 10, 7, 21, 60
rldic 22, 2, 6, 31
rldic 26, 12, 32, 58
rldic 30, 25, 48, 43
rldicl 0, 10, 16, 28
clrldi	21, 14, 47
rldicl 9, 6, 30, 59
clrldi.	5, 14, 46
rldicl. 12, 28, 13, 63
rotldi.	30, 7, 10
rldicr 4, 22, 43, 13
rldicr 20, 20, 0, 27
rldicr 18, 27, 33, 25
rldicr. 10, 31, 60, 5
rldicr. 0, 30, 63, 53
rldicr. 8, 6, 63, 49
rldic. 7, 14, 1, 60
rldic. 7, 13, 0, 63
rldic. 12, 9, 63, 58
rldimi 17, 25, 19, 39
rldimi 5, 28, 30, 56
rldimi 28, 23, 51, 2
rldimi. 3, 22, 59, 36
rldimi. 13, 7, 57, 10
rldimi. 9, 22, 22, 35
rlwimi 1, 27, 5, 10, 1
rlwimi 18, 3, 24, 14, 0
rlwimi 6, 12, 4, 1, 0
rlwimi. 3, 29, 1, 23, 0
rlwimi. 9, 27, 21, 15, 31
rlwimi. 27, 28, 14, 1, 17
rlwinm 29, 17, 17, 0, 25
rlwinm 18, 9, 0, 1, 8
rlwinm 31, 8, 0, 17, 4
rotlwi	13, 29, 31
rlwinm 10, 5, 26, 24, 18
rlwinm 21, 0, 28, 26, 30
rlwinm. 9, 11, 12, 2, 2
rlwinm. 22, 25, 15, 29, 26
rotlwi.	2, 9, 31
rlwinm. 24, 31, 1, 0, 9
rlwinm. 4, 22, 8, 0, 1
rlwinm. 22, 17, 25, 11, 30
rlwnm 24, 5, 7, 29, 11
rotlw	17, 0, 20
rlwnm 15, 31, 5, 0, 12
rlwnm. 19, 6, 31, 0, 0
rlwnm. 18, 0, 17, 31, 0
rlwnm. 20, 6, 14, 31, 12
setb 9, 7
setb 10, 2
setb 22, 6
setbc 23, 13
setbc 17, 24
setbc 5, 19
setbcr 5, 22
setbcr 3, 15
setbcr 8, 25
setnbc 16, 22
setnbc 15, 2
setnbc 20, 3
setnbcr 5, 28
setnbcr 22, 10
setnbcr 30, 31
sld 2, 13, 19
sld 4, 15, 14
sld 13, 18, 10
sld. 25, 26, 29
sld. 2, 29, 16
sld. 2, 7, 30
slw 4, 11, 30
slw 7, 20, 30
slw 8, 31, 9
slw. 18, 31, 20
slw. 22, 12, 2
slw. 24, 5, 14
srad 24, 28, 30
srad 13, 1, 18
srad 29, 24, 31
sradi 7, 22, 29
sradi 15, 23, 9
sradi 5, 21, 46
sradi. 7, 17, 56
sradi. 10, 21, 33
sradi. 8, 4, 61
srad. 8, 28, 12
srad. 31, 19, 21
srad. 11, 10, 9
sraw 31, 1, 27
sraw 17, 3, 8
sraw 14, 26, 14
srawi 2, 23, 1
srawi 24, 22, 14
srawi 11, 13, 18
srawi. 23, 4, 5
srawi. 6, 9, 23
srawi. 14, 11, 29
sraw. 6, 1, 2
sraw. 28, 20, 14
sraw. 6, 25, 28
srd 23, 10, 23
srd 14, 3, 5
srd 12, 2, 22
srd. 23, 31, 21
srd. 29, 14, 31
srd. 4, 5, 29
srw 6, 26, 3
srw 26, 25, 19
srw 24, 17, 17
srw. 24, 16, 30
srw. 13, 3, 27
srw. 6, 17, 30
stb 17, 25070(21)
stb 8, 20446(27)
stb 23, -1(11)
stbcix 20, 8, 26
stbcix 3, 14, 10
stbcix 24, 30, 22
stbcx. 15, 24, 15
stbcx. 0, 16, 17
stbcx. 7, 13, 7
stbepx 28, 22, 12
stbepx 6, 30, 24
stbepx 11, 15, 21
stbu 13, 11824(6)
stbu 9, -20161(8)
stbu 27, 6709(0)
stbux 29, 3, 17
stbux 12, 26, 12
stbux 27, 29, 8
stbx 12, 28, 21
stbx 0, 0, 27
stbx 11, 12, 0
std 24, 2272(15)
std 25, -9384(3)
std 18, 32152(19)
stdat 27, 15, 9
stdat 29, 15, 25
stdat 29, 13, 29
stdbrx 25, 27, 7
stdbrx 2, 31, 27
stdbrx 20, 27, 20
stdcix 6, 0, 3
stdcix 1, 8, 30
stdcix 22, 28, 11
stdcx. 8, 28, 10
stdcx. 18, 26, 9
stdcx. 28, 11, 28
stdu 4, -32252(25)
stdu 17, -3392(14)
stdu 15, -19360(12)
stdux 23, 9, 26
stdux 23, 30, 24
stdux 28, 16, 23
stdx 7, 29, 8
stdx 30, 1, 24
stdx 30, 3, 20
stfd 29, -32768(29)
stfd 12, -727(11)
stfd 2, 1(16)
stfdepx 25, 31, 30
stfdepx 17, 27, 12
stfdepx 10, 31, 17
stfdu 7, -8848(28)
stfdu 31, 12798(19)
stfdu 27, 4699(3)
stfdux 25, 27, 0
stfdux 16, 4, 29
stfdux 10, 23, 20
stfdx 2, 24, 1
stfdx 16, 23, 0
stfdx 20, 1, 30
stfiwx 28, 27, 11
stfiwx 12, 9, 21
stfiwx 1, 26, 27
stfs 27, 1(31)
stfs 8, 22099(5)
stfs 14, -16252(24)
stfsu 19, 1(23)
stfsu 21, -21277(28)
stfsu 21, 29236(15)
stfsux 17, 11, 15
stfsux 15, 13, 13
stfsux 12, 4, 2
stfsx 29, 4, 0
stfsx 29, 20, 22
stfsx 18, 21, 12
sth 21, -14931(31)
sth 31, -26127(5)
sth 11, 4291(6)
sthbrx 1, 29, 17
sthbrx 30, 6, 9
sthbrx 24, 30, 21
sthcix 22, 28, 18
sthcix 11, 8, 10
sthcix 27, 5, 25
sthcx. 25, 27, 1
sthcx. 25, 22, 5
sthcx. 17, 9, 0
sthepx 4, 3, 7
sthepx 22, 12, 25
sthepx 23, 19, 19
sthu 20, -10533(1)
sthu 5, 23832(16)
sthu 27, -32768(21)
sthux 20, 13, 8
sthux 14, 4, 23
sthux 10, 23, 5
sthx 17, 14, 31
sthx 28, 18, 17
sthx 19, 20, 5
stmw 4, 9032(8)
stmw 0, -8304(31)
stmw 30, 19829(14)
stq 16, -29136(6)
stq 14, 3224(1)
stq 8, -12704(0)
stqcx. 24, 26, 21
stqcx. 12, 10, 17
stqcx. 26, 9, 4
stswi 1, 21, 3
stswi 9, 3, 0
stswi 5, 31, 25
stw 18, 25826(25)
stw 4, -12574(10)
stw 19, -32768(8)
stwat 22, 31, 0
stwat 28, 24, 12
stwat 19, 21, 9
stwbrx 14, 22, 2
stwbrx 0, 1, 0
stwbrx 19, 27, 11
stwcix 31, 3, 15
stwcix 2, 4, 31
stwcix 2, 18, 9
stwcx. 25, 29, 20
stwcx. 13, 30, 0
stwcx. 25, 15, 1
stwepx 16, 30, 11
stwepx 24, 31, 3
stwepx 23, 12, 21
stwu 18, 8566(16)
stwu 18, 27542(31)
stwu 20, 31000(9)
stwux 30, 28, 15
stwux 3, 8, 22
stwux 17, 13, 1
stwx 29, 26, 23
stwx 28, 2, 6
stwx 1, 9, 22
sub	20, 28, 3
sub	0, 30, 5
sub	27, 14, 28
subc	19, 20, 14
subc	1, 20, 19
subc	5, 17, 17
subfco 18, 10, 29
subfco 14, 22, 14
subfco 26, 10, 4
subfco. 9, 11, 27
subfco. 31, 28, 2
subfco. 29, 30, 5
subc.	10, 26, 15
subc.	0, 9, 26
subc.	11, 0, 30
subfe 8, 23, 30
subfe 25, 20, 17
subfe 5, 3, 26
subfeo 27, 19, 22
subfeo 26, 27, 30
subfeo 23, 10, 11
subfeo. 15, 27, 8
subfeo. 19, 25, 27
subfeo. 8, 3, 31
subfe. 0, 30, 14
subfe. 26, 2, 7
subfe. 7, 22, 24
subfic 25, 23, -19771
subfic 18, 18, 10851
subfic 1, 7, 32767
subfme 4, 20
subfme 17, 9
subfme 4, 27
subfmeo 11, 29
subfmeo 29, 12
subfmeo 10, 11
subfmeo. 15, 13
subfmeo. 23, 1
subfmeo. 18, 26
subfme. 10, 9
subfme. 27, 8
subfme. 2, 7
subfo 10, 9, 20
subfo 27, 4, 19
subfo 22, 11, 2
subfo. 24, 9, 7
subfo. 24, 26, 11
subfo. 3, 30, 24
subfus 4, 0, 5, 21
subfus 14, 0, 3, 24
subfus 2, 1, 26, 28
subfus. 29, 1, 3, 20
subfus. 3, 0, 2, 16
subfus. 7, 1, 1, 14
subfze 26, 9
subfze 0, 18
subfze 5, 6
subfzeo 2, 29
subfzeo 21, 29
subfzeo 9, 1
subfzeo. 5, 29
subfzeo. 14, 17
subfzeo. 9, 10
subfze. 31, 8
subfze. 12, 12
subfze. 7, 30
sub.	23, 18, 16
sub.	18, 23, 24
sub.	16, 15, 9
tdgt	14, 16
tdeq	23, 0
tdllt	17, 3
tdui	11, 20866
tdi 0, 8, -1107
tdui	20, 32767
tsuspend.
tw 18, 22, 2
tw 17, 1, 1
twne	21, 1
twlgti	15, 25722
twlti	23, -32768
twi 29, 30, -8643
xor 13, 27, 11
xor 14, 20, 19
xor 25, 24, 29
xori 30, 20, 35839
xori 22, 7, 24011
xori 22, 20, 41927
xoris 27, 30, 37773
xoris 30, 26, 0
xoris 26, 13, 1
xor. 8, 27, 10
xor. 5, 8, 11
xor. 27, 29, 31
