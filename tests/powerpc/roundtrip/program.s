# tdc random program: --target powerpc --seed 11 --per-opcode 4
	add 31, 20, 9
	add 10, 26, 3
	add 2, 25, 22
	add 14, 1, 20
	addc 9, 4, 28
	addc 28, 18, 29
	addc 24, 5, 1
	addc 20, 2, 26
	addco 0, 15, 21
	addco 20, 3, 16
	addco 1, 27, 9
	addco 2, 3, 8
	addco. 26, 1, 9
	addco. 4, 29, 23
	addco. 16, 25, 14
	addco. 0, 9, 20
	addc. 1, 2, 19
	addc. 19, 21, 19
	addc. 20, 27, 29
	addc. 11, 22, 19
	adde 15, 4, 0
	adde 28, 6, 30
	adde 6, 9, 19
	adde 12, 30, 31
	addeo 0, 0, 13
	addeo 4, 30, 30
	addeo 22, 22, 8
	addeo 27, 1, 23
	addeo. 7, 6, 27
	addeo. 29, 21, 24
	addeo. 29, 26, 28
	addeo. 20, 14, 15
	addex 1, 18, 30, 3
	addex 7, 2, 9, 2
	addex 13, 2, 22, 0
	addex 1, 6, 20, 0
	adde. 4, 26, 0
	adde. 7, 15, 24
	adde. 31, 27, 21
	adde. 7, 16, 26
	addg6s 2, 0, 3
	addg6s 17, 29, 29
	addg6s 21, 17, 31
	addg6s 14, 11, 16
	li 29, 2653
	li 8, -32502
	li 23, 0
	addi 20, 25, -12210
	addic 14, 18, -30473
	addic 30, 10, 20493
	addic 29, 30, 32767
	addic 11, 8, -19483
	addic. 10, 9, -30630
	addic. 5, 9, -1
	addic. 8, 28, 32767
	addic. 31, 2, -3885
	addis 22, 2, 28881
	lis 14, 57511
	lis 17, 769
	addis 19, 21, -45093
	addme 0, 20
	addme 3, 14
	addme 21, 4
	addme 2, 3
	addmeo 29, 26
	addmeo 31, 7
	addmeo 31, 9
	addmeo 11, 18
	addmeo. 21, 27
	addmeo. 21, 14
	addmeo. 1, 20
	addmeo. 28, 25
	addme. 12, 13
	addme. 12, 4
	addme. 17, 10
	addme. 24, 9
	addo 24, 26, 10
	addo 12, 3, 9
	addo 0, 9, 27
	addo 3, 21, 29
	addo. 22, 10, 14
	addo. 11, 3, 9
	addo. 29, 10, 27
	addo. 29, 28, 12
	addpcis 6, 13861
	lnia	27
	lnia	25
	addpcis 7, 18907
	addze 23, 0
	addze 12, 31
	addze 6, 29
	addze 6, 0
	addzeo 25, 18
	addzeo 29, 23
	addzeo 9, 10
	addzeo 17, 27
	addzeo. 11, 25
	addzeo. 10, 10
	addzeo. 17, 15
	addzeo. 14, 6
	addze. 11, 31
	addze. 31, 11
	addze. 2, 31
	addze. 24, 3
	add. 14, 10, 1
	add. 3, 15, 24
	add. 4, 0, 11
	add. 2, 17, 18
	and 5, 19, 12
	and 15, 17, 6
	and 15, 4, 27
	and 27, 20, 12
	andc 4, 16, 5
	andc 23, 11, 23
	andc 17, 31, 13
	andc 25, 4, 9
	andc. 29, 27, 19
	andc. 2, 0, 22
	andc. 6, 29, 6
	andc. 19, 19, 9
	andis. 6, 1, 14154
	andis. 15, 4, 54596
	andis. 6, 29, 33250
	andis. 1, 4, 56319
	andi. 14, 27, 17842
	andi. 9, 16, 59799
	andi. 15, 25, 0
	andi. 0, 19, 58950
	and. 20, 2, 20
	and. 3, 25, 29
	and. 17, 14, 18
	and. 1, 29, 1
	attn
	attn
	attn
	attn
	b .+33554428
	b .-10753512
	b .-4
	b .-3535480
	ba 0xffffffffffc1846c
	ba 0xfffffffffe000000
	ba 0x1fffffc
	ba 0xffffffffff2c7be8
	bc 22, 8, .+11316
	bc 19, 14, .-14028
	bt-	28, .+26528
	bf-	1, .+5016
	bta-	26, 0xafc
	bca 26, 29, 0xffffffffffff8ed8
	bdnzfa	9, 0x7234
	bta+	10, 0xfffffffffffffffc
	bca-	14, 30, target
	bca-	3, 18, target
	bca-	16, 5, target
	bca-	22, 13, target
	bca+	28, 11, target
	bca+	31, 15, target
	bca+	31, 6, target
	bca+	10, 4, target
	bc 17, 9, .+28128
	bc 29, 28, .-6520
	beq	7, .-15044
	blt-	3, .-24808
	bca 19, 9, 0x6afc
	beqa+	1, 0xffffffffffff90b8
	bnea	2, 0xffffffffffff8000
	bca 20, 9, 0x0
	bcctr 9, 14
	bcctr 1, 31
	blectr- 1
	bcctr 0, 7
	bgectrl 0
	bunctrl+ 7
	bcctrl 23, 23
	bcctrl 8, 4
	bnul+ 0, .+20940
	bcl 0, 16, .-28636
	bcl 0, 28, .+12008
	beql+	7, .-32768
	bcla 20, 9, 0x0
	bcla 0, 9, 0xffffffffffff8b8c
	bcla 11, 17, 0x0
	bcla 2, 10, 0xffffffffffffc1e4
	bclr 0, 1
	bclr 13, 18
	bunlr 4
	bclr 0, 22
	bclrl 17, 31
	bclrl 17, 24
	bclrl 30, 14
	bclrl 19, 6
	bcctr	13, 19
	bcctr 23, 9, 2
	bcctr 20, 26, 2
	bcctr	0, 23
	bcctrl 11, 15, 3
	bcctrl 15, 5, 2
	bcctrl 27, 17, 3
	bcctrl	11, 14
	bcdadd. 16, 15, 20, 1
	bcdadd. 10, 4, 1, 0
	bcdadd. 9, 27, 31, 1
	bcdadd. 23, 31, 9, 1
	bcdcfn. 25, 22, 1
	bcdcfn. 16, 17, 1
	bcdcfn. 0, 12, 1
	bcdcfn. 19, 23, 0
	bcdcfsq. 14, 18, 0
	bcdcfsq. 6, 16, 1
	bcdcfsq. 13, 4, 0
	bcdcfsq. 11, 28, 1
	bcdcfz. 30, 23, 1
	bcdcfz. 5, 20, 0
	bcdcfz. 3, 7, 0
	bcdcfz. 26, 5, 0
	bcdcpsgn. 19, 3, 19
	bcdcpsgn. 13, 21, 14
	bcdcpsgn. 16, 19, 13
	bcdcpsgn. 2, 6, 27
	bcdctn. 5, 30
	bcdctn. 28, 22
	bcdctn. 30, 3
	bcdctn. 17, 22
	bcdctsq. 21, 16
	bcdctsq. 20, 12
	bcdctsq. 26, 1
	bcdctsq. 16, 30
	bcdctz. 30, 27, 1
	bcdctz. 9, 4, 0
	bcdctz. 7, 9, 1
	bcdctz. 11, 12, 0
	bcdsetsgn. 11, 27, 1
	bcdsetsgn. 10, 6, 1
	bcdsetsgn. 29, 0, 0
	bcdsetsgn. 14, 1, 1
	bcdsr. 19, 7, 5, 1
	bcdsr. 11, 23, 9, 1
	bcdsr. 18, 2, 30, 1
	bcdsr. 1, 11, 1, 1
	bcdsub. 2, 11, 26, 1
	bcdsub. 17, 27, 19, 1
	bcdsub. 18, 20, 31, 1
	bcdsub. 1, 16, 20, 1
	bcds. 0, 3, 19, 1
	bcds. 18, 25, 4, 0
	bcds. 13, 25, 12, 1
	bcds. 25, 20, 15, 0
	bcdtrunc. 11, 5, 13, 0
	bcdtrunc. 28, 8, 5, 1
	bcdtrunc. 21, 4, 13, 0
	bcdtrunc. 27, 31, 16, 1
	bcdus. 15, 19, 9
	bcdus. 30, 8, 27
	bcdus. 13, 29, 30
	bcdus. 13, 20, 30
	bcdutrunc. 17, 10, 24
	bcdutrunc. 14, 26, 31
	bcdutrunc. 12, 14, 27
	bcdutrunc. 12, 22, 15
	bcl 31, 8, .+27884
	bcl 29, 7, .-26548
	bcl 13, 22, .+10888
	bdzfl	28, .+18304
	bcla 31, 19, 0xfffffffffffffffc
	bcla 28, 8, 0xffffffffffff8000
	bcla 1, 12, 0x460
	btla+	16, 0xffffffffffff8000
	bcla-	29, 14, target
	bcla-	5, 1, target
	bcla-	24, 15, target
	bcla-	1, 0, target
	bcla+	16, 18, target
	bcla+	25, 23, target
	bcla+	0, 23, target
	bcla+	1, 23, target
	bclr	3, 17
	bclr	8, 20
	bclr	6, 28
	bclr	17, 29
	bclrl 31, 9, 3
	bclrl 7, 30, 1
	bclrl 1, 5, 1
	bclrl 16, 20, 1
	bcl-	15, 26, .+28672
	bcl-	9, 21, .-4
	bcl-	5, 8, .-32768
	bcl-	5, 30, .+20324
	bcl+	11, 12, .-1268
	bcl+	0, 16, .-29904
	bcl+	0, 15, .+0
	bcl+	27, 15, .+25456
	bctr
	bctr
	bctr
	bctr
	bctrl
	bctrl
	bctrl
	bctrl
	bc-	31, 4, .+24008
	bc-	23, 14, .+6400
	bc-	0, 22, .-16704
	bc-	3, 7, .+31344
	bc+	17, 26, .+25260
	bc+	29, 10, .+10152
	bc+	23, 22, .-3760
	bc+	31, 13, .+9100
	bdnz .-20992
	bdnz .+30624
	bdnz .-8412
	bdnz .+7228
	bdnza 0x1cc
	bdnza 0x415c
	bdnza 0x0
	bdnza 0x6944
	bdnzl .-32448
	bdnzl .+28384
	bdnzl .-17188
	bdnzl .-24728
	bdnzla 0x3118
	bdnzla 0xffffffffffff8000
	bdnzla 0x5428
	bdnzla 0xffffffffffffc418
	bdnzlrl
	bdnzlrl
	bdnzlrl
	bdnzlrl
	bdnzlr
	bdnzlr
	bdnzlr
	bdnzlr
	bdnz- .-22476
	bdnz- .+0
	bdnz- .+5876
	bdnz- .+0
	bdnza- 0xffffffffffff9a70
	bdnza- 0x3fb8
	bdnza- 0xffffffffffffe334
	bdnza- 0x0
	bdnzl- .+0
	bdnzl- .-5272
	bdnzl- .+21344
	bdnzl- .+16628
	bdnzla- 0x0
	bdnzla- 0x0
	bdnzla- 0x7ffc
	bdnzla- 0x5844
	bdnzlrl-
	bdnzlrl-
	bdnzlrl-
	bdnzlrl-
	bdnzlr-
	bdnzlr-
	bdnzlr-
	bdnzlr-
	bdnz+ .+6352
	bdnz+ .-24316
	bdnz+ .+0
	bdnz+ .+20332
	bdnza+ 0xfffffffffffffffc
	bdnza+ 0x718
	bdnza+ 0xfffffffffffffffc
	bdnza+ 0x4270
	bdnzl+ .+3160
	bdnzl+ .-15884
	bdnzl+ .+3204
	bdnzl+ .-26888
	bdnzla+ 0xfffffffffffffffc
	bdnzla+ 0x3c3c
	bdnzla+ 0x5b4c
	bdnzla+ 0x0
	bdnzlrl+
	bdnzlrl+
	bdnzlrl+
	bdnzlrl+
	bdnzlr+
	bdnzlr+
	bdnzlr+
	bdnzlr+
	bdz .+14104
	bdz .+0
	bdz .-9948
	bdz .+28300
	bdza 0xffffffffffff8000
	bdza 0x0
	bdza 0xffffffffffffda00
	bdza 0x684c
	bdzl .-12168
	bdzl .-32768
	bdzl .-10236
	bdzl .+22568
	bdzla 0xffffffffffffe26c
	bdzla 0xffffffffffff8000
	bdzla 0x0
	bdzla 0x0
	bdzlrl
	bdzlrl
	bdzlrl
	bdzlrl
	bdzlr
	bdzlr
	bdzlr
	bdzlr
	bdz- .-31416
	bdz- .+23452
	bdz- .-8044
	bdz- .+15708
	bdza- 0x6a88
	bdza- 0xfffffffffffffe48
	bdza- 0xffffffffffff8000
	bdza- 0x41b8
	bdzl- .+18672
	bdzl- .+27512
	bdzl- .+1504
	bdzl- .+21984
	bdzla- 0x0
	bdzla- 0xffffffffffffee10
	bdzla- 0x0
	bdzla- 0xffffffffffff9018
	bdzlrl-
	bdzlrl-
	bdzlrl-
	bdzlrl-
	bdzlr-
	bdzlr-
	bdzlr-
	bdzlr-
	bdz+ .+0
	bdz+ .-32768
	bdz+ .-30744
	bdz+ .+32764
	bdza+ 0x39a4
	bdza+ 0xffffffffffffcccc
	bdza+ 0x65ec
	bdza+ 0x62cc
	bdzl+ .+4400
	bdzl+ .-32768
	bdzl+ .-15472
	bdzl+ .-14728
	bdzla+ 0xffffffffffffcb50
	bdzla+ 0x6440
	bdzla+ 0x0
	bdzla+ 0x0
	bdzlrl+
	bdzlrl+
	bdzlrl+
	bdzlrl+
	bdzlr+
	bdzlr+
	bdzlr+
	bdzlr+
	bl .-4
	bl .-24051140
	bl .-4
	bl .+31116516
	bla 0x10ecd3c
	bla 0x16ada14
	bla 0xfffffffffe4d47f0
	bla 0x0
	blr
	blr
	blr
	blr
	blrl
	blrl
	blrl
	blrl
	bpermd 4, 1, 7
	bpermd 15, 18, 19
	bpermd 1, 15, 12
	bpermd 13, 9, 18
	brd 31, 5
	brd 9, 4
	brd 19, 16
	brd 28, 28
	brh 6, 16
	brh 26, 4
	brh 27, 17
	brh 26, 29
	brinc 10, 6, 23
	brinc 31, 17, 11
	brinc 14, 20, 8
	brinc 15, 6, 29
	brw 24, 0
	brw 24, 28
	brw 24, 8
	brw 24, 12
	cbcdtd 5, 6
	cbcdtd 25, 5
	cbcdtd 20, 1
	cbcdtd 3, 10
	cdtbcd 5, 21
	cdtbcd 19, 30
	cdtbcd 13, 18
	cdtbcd 4, 23
	cfuged 9, 3, 25
	cfuged 18, 1, 18
	cfuged 5, 11, 3
	cfuged 17, 2, 27
	clrbhrb
	clrbhrb
	clrbhrb
	clrbhrb
	cmpb 4, 0, 6
	cmpb 16, 21, 23
	cmpb 26, 0, 14
	cmpb 23, 17, 27
	cmpd 5, 15, 2
	cmpd 7, 8, 0
	cmpd 4, 23, 8
	cmpd 3, 11, 30
	cmpdi 4, 13, -24958
	cmpdi	7, -31379
	cmpdi 4, 18, 8154
	cmpdi	27, 32767
	cmpeqb 6, 21, 24
	cmpeqb 1, 20, 1
	cmpeqb 1, 28, 0
	cmpeqb 4, 12, 16
	cmpld	3, 14
	cmpld	0, 13
	cmpld 6, 3, 24
	cmpld 4, 30, 25
	cmpldi 7, 23, 37769
	cmpldi 5, 25, 52524
	cmpldi	23, 48034
	cmpldi 3, 20, 29022
	cmplw 7, 12, 23
	cmplw 5, 7, 27
	cmplw	11, 31
	cmplw	29, 26
	cmplwi 3, 20, 0
	cmplwi 2, 16, 14101
	cmplwi 2, 30, 26696
	cmplwi 7, 31, 12811
	cmprb 2, 0, 28, 8
	cmprb 5, 0, 14, 31
	cmprb 4, 0, 1, 28
	cmprb 4, 0, 18, 9
	cmpw	26, 19
	cmpw	24, 21
	cmpw 5, 14, 12
	cmpw 5, 21, 19
	cmpwi 6, 17, -9669
	cmpwi 6, 6, -25650
	cmpwi	30, 1
	cmpwi 3, 14, -18308
	cntlzd 26, 24
	cntlzd 0, 3
	cntlzd 7, 19
	cntlzd 28, 0
	cntlzdm 13, 19, 24
	cntlzdm 4, 19, 24
	cntlzdm 5, 4, 11
	cntlzdm 2, 24, 16
	cntlzd. 13, 17
	cntlzd. 6, 23
	cntlzd. 7, 3
	cntlzd. 6, 2
	cntlzw	20, 9
	cntlzw	4, 30
	cntlzw	25, 17
	cntlzw	23, 24
	cntlzw.	0, 30
	cntlzw.	12, 19
	cntlzw.	3, 6
	cntlzw.	12, 8
	cnttzd 25, 5
	cnttzd 22, 25
	cnttzd 12, 28
	cnttzd 21, 30
	cnttzdm 31, 29, 19
	cnttzdm 15, 16, 5
	cnttzdm 15, 25, 11
	cnttzdm 11, 10, 10
	cnttzd. 12, 20
	cnttzd. 25, 24
	cnttzd. 12, 24
	cnttzd. 8, 15
	cnttzw 4, 22
	cnttzw 13, 27
	cnttzw 21, 27
	cnttzw 3, 16
	cnttzw. 4, 9
	cnttzw. 18, 5
	cnttzw. 22, 24
	cnttzw. 28, 4
	copy 10, 13
	copy 11, 5
	copy 7, 31
	copy 20, 11
	cpabort
	cpabort
	cpabort
	cpabort
	crand 15, 5, 16
	crand 14, 1, 8
	crand 29, 20, 12
	crand 22, 16, 11
	crandc 13, 27, 2
	crandc 1, 10, 15
	crandc 21, 10, 3
	crandc 30, 10, 17
	creqv 14, 17, 30
	creqv 31, 4, 9
	creqv 9, 5, 25
	creqv 19, 12, 17
	crnand 12, 4, 3
	crnand 3, 11, 22
	crnand 19, 18, 19
	crnand 13, 7, 17
	crnor 3, 0, 5
	crnor 20, 22, 6
	crnor 26, 21, 30
	crnor 5, 10, 21
	cror 23, 28, 6
	cror 3, 28, 4
	cror 8, 28, 18
	cror 6, 28, 2
	crorc 2, 17, 13
	crorc 29, 2, 3
	crorc 22, 9, 29
	crorc 23, 26, 28
	crclr	1
	crxor 12, 15, 25
	crclr	10
	crxor 14, 22, 6
	dadd 28, 12, 31
	dadd 30, 29, 15
	dadd 16, 6, 19
	dadd 11, 26, 3
	daddq 20, 28, 30
	daddq 26, 22, 8
	daddq 14, 12, 6
	daddq 20, 12, 6
	daddq. 6, 0, 18
	daddq. 14, 16, 20
	daddq. 12, 18, 16
	daddq. 16, 2, 14
	dadd. 27, 1, 1
	dadd. 6, 7, 3
	dadd. 17, 1, 31
	dadd. 22, 2, 24
	darn 26, 0
	darn 5, 2
	darn 6, 1
	darn 16, 3
	dcba 10, 23
	dcba 12, 25
	dcba 24, 21
	dcba 4, 26
	dcbf 25, 12, 7
	dcbstps 3, 20
	dcbfl 19, 26
	dcbf 0, 22, 7
	dcbfep 27, 26
	dcbfep 20, 20
	dcbfep 24, 14
	dcbfep 20, 15
	dcbi 6, 5
	dcbi 30, 11
	dcbi 27, 2
	dcbi 27, 26
	dcbst 13, 27
	dcbst 31, 26
	dcbst 10, 26
	dcbst 21, 27
	dcbstep 21, 10
	dcbstep 5, 28
	dcbstep 0, 1
	dcbstep 16, 18
	dcbtt 24, 6
	dcbt 15, 11, 3
	dcbt 2, 9, 25
	dcbt 23, 30, 13
	dcbtep 13, 4, 15
	dcbtep 16, 18, 30
	dcbtep 24, 20, 6
	dcbtep 25, 1, 16
	dcbtst 22, 14, 9
	dcbtstt 18, 29
	dcbtst 0, 1, 27
	dcbtst 6, 23, 31
	dcbtstep 0, 20, 25
	dcbtstep 26, 10, 16
	dcbtstep 16, 22, 14
	dcbtstep 5, 16, 23
	dcbz 12, 7
	dcbz 28, 16
	dcbz 24, 11
	dcbz 18, 7
	dcbzep 11, 29
	dcbzep 26, 10
	dcbzep 19, 8
	dcbzep 16, 5
	dcbzl 20, 9
	dcbzl 4, 18
	dcbzl 1, 11
	dcbzl 11, 0
	dcbzlep 2, 12
	dcbzlep 16, 12
	dcbzlep 20, 26
	dcbzlep 18, 0
	dccci 12, 12
	dccci 26, 30
	dccci 31, 10
	dccci 22, 6
	dcffix 18, 29
	dcffix 0, 30
	dcffix 11, 13
	dcffix 19, 6
	dcffixq 0, 7
	dcffixq 16, 7
	dcffixq 24, 5
	dcffixq 10, 4
	dcffixqq 18, 0
	dcffixqq 8, 5
	dcffixqq 28, 13
	dcffixqq 10, 15
	dcffixq. 10, 19
	dcffixq. 2, 14
	dcffixq. 18, 3
	dcffixq. 16, 20
	dcffix. 4, 22
	dcffix. 20, 18
	dcffix. 10, 8
	dcffix. 3, 7
	dcmpo 3, 12, 21
	dcmpo 0, 22, 28
	dcmpo 7, 8, 21
	dcmpo 0, 15, 14
	dcmpoq 1, 8, 8
	dcmpoq 1, 4, 4
	dcmpoq 3, 20, 8
	dcmpoq 1, 4, 20
	dcmpu 7, 8, 0
	dcmpu 2, 3, 0
	dcmpu 1, 27, 1
	dcmpu 5, 8, 3
	dcmpuq 1, 18, 14
	dcmpuq 1, 18, 22
	dcmpuq 0, 2, 8
	dcmpuq 1, 24, 22
	dctdp 11, 30
	dctdp 30, 10
	dctdp 25, 15
	dctdp 17, 12
	dctdp. 23, 28
	dctdp. 12, 16
	dctdp. 12, 11
	dctdp. 4, 13
	dctfix 22, 13
	dctfix 31, 16
	dctfix 15, 8
	dctfix 29, 28
	dctfixq 9, 24
	dctfixq 6, 28
	dctfixq 24, 10
	dctfixq 30, 24
	dctfixqq 19, 6
	dctfixqq 18, 6
	dctfixqq 3, 20
	dctfixqq 29, 0
	dctfixq. 26, 14
	dctfixq. 18, 20
	dctfixq. 9, 2
	dctfixq. 14, 18
	dctfix. 17, 0
	dctfix. 13, 13
	dctfix. 16, 11
	dctfix. 21, 19
	dctqpq 16, 16
	dctqpq 20, 6
	dctqpq 28, 7
	dctqpq 0, 21
	dctqpq. 18, 6
	dctqpq. 14, 9
	dctqpq. 16, 25
	dctqpq. 4, 2
	ddedpd 1, 21, 5
	ddedpd 2, 23, 5
	ddedpd 1, 1, 17
	ddedpd 2, 27, 20
	ddedpdq 3, 8, 12
	ddedpdq 3, 20, 6
	ddedpdq 0, 0, 20
	ddedpdq 3, 2, 18
	ddedpdq. 1, 12, 22
	ddedpdq. 3, 30, 6
	ddedpdq. 0, 2, 26
	ddedpdq. 0, 2, 6
	ddedpd. 0, 5, 10
	ddedpd. 0, 23, 30
	ddedpd. 0, 15, 19
	ddedpd. 3, 27, 15
	ddiv 18, 14, 19
	ddiv 8, 8, 22
	ddiv 1, 19, 24
	ddiv 23, 20, 4
	ddivq 22, 18, 30
	ddivq 12, 20, 28
	ddivq 4, 30, 8
	ddivq 20, 24, 30
	ddivq. 12, 14, 4
	ddivq. 16, 4, 16
	ddivq. 10, 4, 2
	ddivq. 18, 22, 4
	ddiv. 0, 25, 25
	ddiv. 3, 30, 26
	ddiv. 20, 19, 14
	ddiv. 11, 13, 9
	denbcd 0, 6, 22
	denbcd 1, 3, 0
	denbcd 0, 13, 1
	denbcd 1, 22, 3
	denbcdq 1, 6, 8
	denbcdq 1, 26, 20
	denbcdq 0, 4, 22
	denbcdq 0, 20, 16
	denbcdq. 0, 30, 12
	denbcdq. 1, 10, 26
	denbcdq. 0, 8, 2
	denbcdq. 0, 2, 10
	denbcd. 0, 24, 17
	denbcd. 1, 1, 1
	denbcd. 1, 30, 7
	denbcd. 0, 9, 30
	diex 19, 27, 11
	diex 15, 18, 23
	diex 18, 9, 28
	diex 14, 17, 11
	diexq 16, 1, 24
	diexq 0, 2, 30
	diexq 0, 17, 14
	diexq 14, 21, 26
	diexq. 2, 28, 28
	diexq. 14, 21, 4
	diexq. 28, 14, 28
	diexq. 14, 23, 8
	diex. 18, 24, 16
	diex. 29, 14, 20
	diex. 10, 25, 26
	diex. 16, 2, 3
	divd 18, 25, 23
	divd 12, 10, 21
	divd 5, 3, 28
	divd 4, 6, 10
	divde 4, 20, 12
	divde 13, 26, 3
	divde 19, 20, 27
	divde 16, 7, 16
	divdeo 19, 12, 18
	divdeo 1, 31, 10
	divdeo 29, 4, 23
	divdeo 12, 22, 10
	divdeo. 9, 22, 5
	divdeo. 22, 7, 10
	divdeo. 3, 6, 6
	divdeo. 13, 9, 25
	divdeu 18, 28, 3
	divdeu 28, 14, 22
	divdeu 2, 17, 2
	divdeu 21, 18, 6
	divdeuo 28, 22, 16
	divdeuo 21, 0, 26
	divdeuo 1, 19, 29
	divdeuo 22, 20, 3
	divdeuo. 27, 24, 20
	divdeuo. 2, 8, 3
	divdeuo. 25, 20, 3
	divdeuo. 4, 1, 26
	divdeu. 31, 7, 9
	divdeu. 15, 24, 1
	divdeu. 14, 1, 15
	divdeu. 6, 18, 23
	divde. 13, 15, 6
	divde. 24, 26, 22
	divde. 9, 8, 4
	divde. 21, 2, 17
	divdo 17, 8, 18
	divdo 31, 27, 19
	divdo 19, 27, 0
	divdo 22, 18, 25
	divdo. 19, 4, 24
	divdo. 0, 7, 26
	divdo. 0, 3, 4
	divdo. 23, 8, 9
	divdu 2, 17, 21
	divdu 4, 28, 21
	divdu 11, 7, 7
	divdu 22, 3, 3
	divduo 6, 31, 10
	divduo 0, 28, 17
	divduo 21, 16, 21
	divduo 18, 8, 7
	divduo. 25, 1, 6
	divduo. 30, 17, 16
	divduo. 9, 30, 16
	divduo. 13, 23, 1
	divdu. 16, 2, 23
	divdu. 8, 10, 12
	divdu. 11, 15, 31
	divdu. 24, 27, 27
	divd. 21, 31, 23
	divd. 14, 9, 26
	divd. 8, 16, 23
	divd. 26, 9, 30
	divw 15, 9, 29
	divw 23, 26, 24
	divw 25, 17, 30
	divw 25, 11, 22
	divwe 31, 16, 29
	divwe 9, 14, 19
	divwe 20, 22, 9
	divwe 28, 26, 23
	divweo 17, 24, 20
	divweo 21, 25, 10
	divweo 31, 8, 2
	divweo 12, 3, 30
	divweo. 4, 10, 15
	divweo. 28, 24, 26
	divweo. 16, 15, 16
	divweo. 8, 7, 31
	divweu 1, 8, 29
	divweu 15, 14, 30
	divweu 20, 2, 22
	divweu 13, 15, 10
	divweuo 11, 6, 31
	divweuo 27, 10, 29
	divweuo 21, 23, 20
	divweuo 18, 15, 5
	divweuo. 21, 21, 5
	divweuo. 24, 28, 12
	divweuo. 9, 31, 28
	divweuo. 26, 23, 17
	divweu. 17, 28, 6
	divweu. 0, 23, 17
	divweu. 4, 6, 25
	divweu. 12, 11, 3
	divwe. 24, 9, 21
	divwe. 18, 19, 27
	divwe. 14, 30, 11
	divwe. 17, 30, 15
	divwo 28, 18, 19
	divwo 23, 20, 2
	divwo 13, 29, 29
	divwo 4, 28, 19
	divwo. 20, 15, 1
	divwo. 6, 2, 2
	divwo. 6, 18, 18
	divwo. 4, 6, 5
	divwu 28, 13, 10
	divwu 11, 9, 15
	divwu 18, 7, 19
	divwu 17, 7, 8
	divwuo 7, 24, 0
	divwuo 12, 2, 21
	divwuo 27, 0, 17
	divwuo 12, 24, 21
	divwuo. 27, 6, 6
	divwuo. 31, 31, 14
	divwuo. 16, 18, 25
	divwuo. 10, 11, 2
	divwu. 3, 20, 30
	divwu. 18, 17, 3
	divwu. 14, 8, 4
	divwu. 8, 14, 10
	divw. 29, 22, 17
	divw. 12, 23, 2
	divw. 11, 2, 13
	divw. 24, 26, 18
	dmmr 1, 4
	dmmr 4, 4
	dmmr 5, 6
	dmmr 4, 1
	dmsetdmrz 1
	dmsetdmrz 7
	dmsetdmrz 0
	dmsetdmrz 1
	dmul 31, 30, 31
	dmul 10, 27, 9
	dmul 17, 30, 7
	dmul 18, 10, 16
	dmulq 10, 26, 2
	dmulq 4, 0, 12
	dmulq 30, 28, 18
	dmulq 10, 12, 20
	dmulq. 10, 26, 2
	dmulq. 2, 18, 26
	dmulq. 20, 6, 26
	dmulq. 18, 8, 8
	dmul. 22, 31, 24
	dmul. 16, 10, 0
	dmul. 23, 16, 17
	dmul. 14, 24, 12
	dmxor 0, 5
	dmxor 0, 0
	dmxor 6, 5
	dmxor 4, 2
	dmxxextfdmr256 5, 48, 3
	dmxxextfdmr256 15, 0, 1
	dmxxextfdmr256 28, 34, 2
	dmxxextfdmr256 25, 38, 3
	dmxxextfdmr512 0, 30, 16, 0
	dmxxextfdmr512 4, 18, 56, 0
	dmxxextfdmr512 7, 54, 16, 0
	dmxxextfdmr512 2, 30, 62, 0
	dmxxextfdmr512 7, 36, 42, 1
	dmxxextfdmr512 2, 0, 16, 1
	dmxxextfdmr512 4, 44, 4, 1
	dmxxextfdmr512 0, 58, 50, 1
	dmxxinstfdmr256 28, 30, 1
	dmxxinstfdmr256 19, 30, 0
	dmxxinstfdmr256 15, 48, 3
	dmxxinstfdmr256 17, 24, 2
	dmxxinstfdmr512 0, 54, 46, 0
	dmxxinstfdmr512 3, 62, 58, 0
	dmxxinstfdmr512 5, 26, 34, 0
	dmxxinstfdmr512 2, 48, 32, 0
	dmxxinstfdmr512 7, 0, 46, 1
	dmxxinstfdmr512 1, 20, 60, 1
	dmxxinstfdmr512 3, 16, 6, 1
	dmxxinstfdmr512 5, 54, 32, 1
	dqua 2, 11, 5, 1
	dqua 3, 29, 15, 3
	dqua 16, 0, 10, 1
	dqua 24, 19, 15, 1
	dquai 9, 28, 3, 0
	dquai 6, 22, 8, 0
	dquai 0, 5, 24, 1
	dquai 13, 3, 4, 1
	dquaiq 6, 24, 10, 1
	dquaiq 4, 2, 16, 2
	dquaiq 8, 30, 24, 2
	dquaiq 12, 22, 16, 2
	dquaiq. 13, 4, 28, 3
	dquaiq. 9, 8, 2, 2
	dquaiq. 12, 2, 4, 2
	dquaiq. 13, 22, 0, 0
	dquai. 13, 21, 1, 0
	dquai. 9, 31, 0, 0
	dquai. 1, 19, 28, 0
	dquai. 14, 4, 13, 0
	dquaq 28, 24, 0, 2
	dquaq 26, 26, 4, 3
	dquaq 24, 14, 16, 0
	dquaq 2, 2, 12, 3
	dquaq. 4, 0, 0, 1
	dquaq. 0, 24, 10, 2
	dquaq. 0, 16, 12, 3
	dquaq. 10, 30, 20, 2
	dqua. 1, 21, 12, 0
	dqua. 14, 6, 12, 2
	dqua. 25, 23, 20, 1
	dqua. 7, 20, 21, 0
	drdpq 28, 30
	drdpq 2, 10
	drdpq 22, 4
	drdpq 22, 2
	drdpq. 2, 8
	drdpq. 4, 20
	drdpq. 16, 16
	drdpq. 24, 28
	drintn 0, 27, 14, 1
	drintn 1, 6, 6, 3
	drintn 0, 28, 4, 1
	drintn 0, 7, 0, 1
	drintnq 0, 12, 0, 1
	drintnq 0, 0, 14, 2
	drintnq 1, 28, 20, 1
	drintnq 1, 24, 2, 2
	drintnq. 1, 24, 8, 2
	drintnq. 0, 12, 12, 3
	drintnq. 1, 26, 16, 2
	drintnq. 0, 14, 22, 0
	drintn. 0, 8, 27, 1
	drintn. 0, 29, 18, 3
	drintn. 0, 21, 28, 2
	drintn. 0, 8, 19, 0
	drintx 0, 6, 19, 1
	drintx 1, 11, 20, 3
	drintx 1, 26, 10, 1
	drintx 0, 28, 11, 0
	drintxq 1, 12, 18, 1
	drintxq 0, 8, 22, 0
	drintxq 0, 24, 30, 0
	drintxq 0, 2, 16, 3
	drintxq. 0, 10, 14, 1
	drintxq. 0, 24, 26, 3
	drintxq. 0, 16, 26, 1
	drintxq. 0, 0, 26, 1
	drintx. 0, 25, 30, 0
	drintx. 1, 22, 7, 0
	drintx. 1, 24, 24, 2
	drintx. 0, 12, 16, 3
	drrnd 9, 29, 15, 3
	drrnd 12, 11, 13, 1
	drrnd 26, 10, 16, 1
	drrnd 25, 23, 5, 0
	drrndq 0, 4, 8, 3
	drrndq 20, 13, 14, 1
	drrndq 2, 13, 0, 0
	drrndq 22, 27, 30, 1
	drrndq. 20, 16, 22, 1
	drrndq. 30, 30, 14, 1
	drrndq. 30, 16, 28, 1
	drrndq. 22, 1, 12, 2
	drrnd. 25, 12, 17, 3
	drrnd. 14, 28, 22, 3
	drrnd. 26, 23, 30, 1
	drrnd. 7, 29, 1, 2
	drsp 27, 20
	drsp 30, 2
	drsp 12, 9
	drsp 20, 21
	drsp. 14, 28
	drsp. 14, 14
	drsp. 12, 22
	drsp. 7, 5
	dscli 19, 16, 55
	dscli 24, 27, 22
	dscli 13, 1, 25
	dscli 14, 28, 1
	dscliq 14, 10, 35
	dscliq 0, 20, 25
	dscliq 2, 16, 20
	dscliq 12, 22, 44
	dscliq. 10, 0, 2
	dscliq. 2, 8, 8
	dscliq. 10, 20, 32
	dscliq. 12, 0, 47
	dscli. 4, 27, 0
	dscli. 6, 2, 15
	dscli. 26, 25, 27
	dscli. 14, 15, 63
	dscri 20, 12, 26
	dscri 28, 6, 56
	dscri 15, 12, 59
	dscri 10, 4, 16
	dscriq 8, 0, 4
	dscriq 18, 4, 10
	dscriq 26, 10, 27
	dscriq 22, 6, 10
	dscriq. 2, 22, 63
	dscriq. 20, 24, 19
	dscriq. 26, 12, 32
	dscriq. 28, 22, 39
	dscri. 12, 18, 35
	dscri. 10, 25, 53
	dscri. 11, 30, 0
	dscri. 1, 4, 29
	dss 1
	dss 0
	dss 0
	dss 0
	dssall
	dssall
	dssall
	dssall
	dst 2, 28, 0
	dst 11, 26, 0
	dst 14, 10, 2
	dst 14, 16, 3
	dstst 3, 12, 2
	dstst 24, 17, 0
	dstst 30, 29, 1
	dstst 21, 30, 0
	dststt 28, 31, 1
	dststt 15, 6, 1
	dststt 31, 27, 1
	dststt 3, 9, 3
	dstt 18, 5, 2
	dstt 22, 12, 0
	dstt 29, 20, 1
	dstt 26, 18, 0
	dsub 18, 3, 11
	dsub 6, 18, 26
	dsub 14, 3, 2
	dsub 11, 12, 20
	dsubq 0, 20, 2
	dsubq 14, 8, 2
	dsubq 18, 12, 2
	dsubq 2, 0, 6
	dsubq. 30, 12, 6
	dsubq. 22, 22, 10
	dsubq. 2, 6, 24
	dsubq. 30, 26, 26
	dsub. 12, 28, 6
	dsub. 8, 26, 20
	dsub. 12, 24, 20
	dsub. 28, 14, 26
	dtstdc 4, 15, 61
	dtstdc 1, 16, 45
	dtstdc 4, 18, 12
	dtstdc 7, 7, 6
	dtstdcq 5, 2, 60
	dtstdcq 6, 24, 48
	dtstdcq 0, 22, 11
	dtstdcq 3, 14, 27
	dtstdg 6, 18, 51
	dtstdg 5, 30, 25
	dtstdg 7, 9, 44
	dtstdg 2, 10, 27
	dtstdgq 3, 0, 30
	dtstdgq 2, 10, 0
	dtstdgq 1, 20, 57
	dtstdgq 5, 16, 63
	dtstex 4, 12, 23
	dtstex 6, 17, 12
	dtstex 3, 19, 0
	dtstex 2, 12, 8
	dtstexq 1, 26, 28
	dtstexq 5, 0, 0
	dtstexq 5, 14, 24
	dtstexq 3, 30, 30
	dtstsf 0, 29, 9
	dtstsf 2, 20, 8
	dtstsf 7, 1, 3
	dtstsf 2, 7, 29
	dtstsfi 0, 0, 0
	dtstsfi 5, 53, 21
	dtstsfi 6, 0, 30
	dtstsfi 3, 13, 7
	dtstsfiq 5, 22, 20
	dtstsfiq 1, 61, 18
	dtstsfiq 2, 20, 20
	dtstsfiq 3, 11, 28
	dtstsfq 3, 19, 26
	dtstsfq 2, 3, 10
	dtstsfq 0, 8, 14
	dtstsfq 1, 17, 24
	dxex 27, 30
	dxex 10, 6
	dxex 11, 31
	dxex 0, 30
	dxexq 8, 2
	dxexq 22, 14
	dxexq 30, 6
	dxexq 26, 14
	dxexq. 14, 8
	dxexq. 7, 2
	dxexq. 18, 24
	dxexq. 8, 24
	dxex. 11, 12
	dxex. 9, 16
	dxex. 29, 27
	dxex. 21, 22
	efdabs 14, 3
	efdabs 22, 19
	efdabs 31, 27
	efdabs 23, 7
	efdadd 16, 19, 23
	efdadd 9, 21, 24
	efdadd 20, 12, 10
	efdadd 27, 18, 28
	efdcfs 22, 2
	efdcfs 31, 0
	efdcfs 31, 22
	efdcfs 23, 2
	efdcfsf 21, 14
	efdcfsf 23, 14
	efdcfsf 21, 28
	efdcfsf 11, 30
	efdcfsi 5, 11
	efdcfsi 12, 31
	efdcfsi 9, 29
	efdcfsi 30, 6
	efdcfsid 11, 28
	efdcfsid 5, 11
	efdcfsid 13, 15
	efdcfsid 12, 23
	efdcfuf 25, 21
	efdcfuf 3, 16
	efdcfuf 24, 23
	efdcfuf 0, 18
	efdcfui 7, 5
	efdcfui 18, 19
	efdcfui 11, 22
	efdcfui 9, 23
	efdcfuid 26, 2
	efdcfuid 15, 14
	efdcfuid 5, 30
	efdcfuid 27, 12
	efdcmpeq 0, 1, 2
	efdcmpeq 1, 16, 21
	efdcmpeq 7, 9, 1
	efdcmpeq 3, 14, 22
	efdcmpgt 2, 6, 5
	efdcmpgt 0, 29, 25
	efdcmpgt 6, 14, 10
	efdcmpgt 4, 8, 17
	efdcmplt 2, 10, 9
	efdcmplt 4, 1, 0
	efdcmplt 7, 27, 31
	efdcmplt 2, 29, 24
	efdctsf 22, 7
	efdctsf 11, 5
	efdctsf 10, 28
	efdctsf 24, 30
	efdctsi 8, 30
	efdctsi 5, 18
	efdctsi 17, 29
	efdctsi 12, 7
	efdctsidz 28, 31
	efdctsidz 6, 13
	efdctsidz 15, 4
	efdctsidz 11, 4
	efdctsiz 27, 2
	efdctsiz 2, 23
	efdctsiz 7, 25
	efdctsiz 28, 30
	efdctuf 15, 31
	efdctuf 0, 30
	efdctuf 7, 18
	efdctuf 27, 18
	efdctui 18, 11
	efdctui 18, 28
	efdctui 19, 26
	efdctui 31, 20
	efdctuidz 15, 7
	efdctuidz 6, 6
	efdctuidz 18, 31
	efdctuidz 25, 16
	efdctuiz 10, 19
	efdctuiz 15, 3
	efdctuiz 1, 29
	efdctuiz 21, 26
	efddiv 27, 9, 18
	efddiv 30, 29, 1
	efddiv 10, 21, 22
	efddiv 1, 13, 29
	efdmul 19, 14, 6
	efdmul 3, 23, 5
	efdmul 0, 1, 22
	efdmul 6, 4, 16
	efdnabs 10, 6
	efdnabs 22, 3
	efdnabs 20, 9
	efdnabs 28, 21
	efdneg 13, 25
	efdneg 27, 30
	efdneg 8, 10
	efdneg 0, 2
	efdsub 19, 13, 4
	efdsub 0, 13, 3
	efdsub 1, 22, 0
	efdsub 16, 8, 6
	efdtsteq 2, 16, 28
	efdtsteq 0, 22, 10
	efdtsteq 2, 23, 17
	efdtsteq 2, 26, 2
	efdtstgt 5, 20, 5
	efdtstgt 2, 19, 6
	efdtstgt 0, 6, 9
	efdtstgt 3, 9, 0
	efdtstlt 3, 3, 0
	efdtstlt 4, 23, 11
	efdtstlt 2, 20, 21
	efdtstlt 2, 0, 21
	efsabs 7, 20
	efsabs 9, 22
	efsabs 22, 30
	efsabs 28, 25
	efsadd 27, 16, 17
	efsadd 3, 17, 8
	efsadd 30, 20, 15
	efsadd 8, 3, 6
	efscfd 21, 22
	efscfd 20, 18
	efscfd 26, 28
	efscfd 13, 16
	efscfsf 17, 3
	efscfsf 16, 14
	efscfsf 28, 14
	efscfsf 10, 17
	efscfsi 3, 20
	efscfsi 13, 1
	efscfsi 20, 14
	efscfsi 25, 0
	efscfuf 24, 24
	efscfuf 15, 10
	efscfuf 2, 24
	efscfuf 19, 11
	efscfui 7, 8
	efscfui 0, 20
	efscfui 11, 15
	efscfui 8, 31
	efscmpeq 3, 20, 10
	efscmpeq 5, 30, 26
	efscmpeq 5, 20, 10
	efscmpeq 3, 24, 18
	efscmpgt 1, 8, 15
	efscmpgt 6, 1, 0
	efscmpgt 5, 9, 13
	efscmpgt 7, 16, 27
	efscmplt 0, 16, 12
	efscmplt 7, 18, 7
	efscmplt 1, 7, 21
	efscmplt 5, 30, 0
	efsctsf 24, 18
	efsctsf 17, 13
	efsctsf 28, 11
	efsctsf 15, 31
	efsctsi 18, 24
	efsctsi 17, 19
	efsctsi 10, 10
	efsctsi 20, 9
	efsctsiz 16, 21
	efsctsiz 25, 27
	efsctsiz 12, 28
	efsctsiz 13, 11
	efsctuf 3, 12
	efsctuf 29, 3
	efsctuf 1, 7
	efsctuf 1, 2
	efsctui 14, 28
	efsctui 7, 1
	efsctui 3, 4
	efsctui 3, 16
	efsctuiz 12, 21
	efsctuiz 9, 5
	efsctuiz 0, 6
	efsctuiz 31, 9
	efsdiv 15, 19, 31
	efsdiv 4, 28, 28
	efsdiv 29, 23, 8
	efsdiv 26, 11, 19
	efsmul 20, 23, 21
	efsmul 7, 4, 4
	efsmul 28, 4, 5
	efsmul 20, 4, 29
	efsnabs 20, 18
	efsnabs 30, 4
	efsnabs 27, 10
	efsnabs 19, 12
	efsneg 18, 4
	efsneg 4, 7
	efsneg 21, 17
	efsneg 1, 26
	efssub 22, 31, 10
	efssub 3, 21, 28
	efssub 0, 29, 9
	efssub 19, 19, 30
	efststeq 4, 6, 31
	efststeq 0, 28, 14
	efststeq 5, 5, 9
	efststeq 2, 7, 23
	efststgt 2, 0, 9
	efststgt 3, 19, 17
	efststgt 6, 13, 11
	efststgt 7, 19, 23
	efststlt 7, 25, 7
	efststlt 3, 14, 19
	efststlt 1, 29, 6
	efststlt 4, 10, 30
	eieio
	eieio
	eieio
	eieio
	eqv 30, 19, 26
	eqv 3, 30, 17
	eqv 0, 15, 4
	eqv 25, 17, 21
	eqv. 16, 18, 28
	eqv. 27, 29, 24
	eqv. 6, 25, 25
	eqv. 0, 17, 12
	evabs 31, 8
	evabs 29, 20
	evabs 9, 21
	evabs 29, 1
	evaddiw 25, 19, 31
	evaddiw 21, 3, 9
	evaddiw 27, 1, 21
	evaddiw 4, 8, 29
	evaddsmiaaw 26, 28
	evaddsmiaaw 31, 6
	evaddsmiaaw 16, 0
	evaddsmiaaw 13, 9
	evaddssiaaw 17, 9
	evaddssiaaw 20, 1
	evaddssiaaw 23, 21
	evaddssiaaw 24, 27
	evaddumiaaw 21, 9
	evaddumiaaw 7, 13
	evaddumiaaw 20, 6
	evaddumiaaw 15, 6
	evaddusiaaw 25, 13
	evaddusiaaw 15, 8
	evaddusiaaw 4, 31
	evaddusiaaw 0, 11
	evaddw 17, 11, 9
	evaddw 21, 1, 28
	evaddw 15, 16, 17
	evaddw 26, 31, 3
	evand 19, 29, 2
	evand 19, 31, 4
	evand 15, 20, 11
	evand 18, 2, 26
	evandc 1, 17, 6
	evandc 2, 20, 13
	evandc 18, 18, 25
	evandc 24, 7, 5
	evcmpeq 5, 27, 5
	evcmpeq 2, 18, 20
	evcmpeq 6, 30, 21
	evcmpeq 4, 12, 16
	evcmpgts 6, 20, 14
	evcmpgts 2, 9, 9
	evcmpgts 5, 17, 4
	evcmpgts 1, 20, 8
	evcmpgtu 7, 20, 4
	evcmpgtu 0, 19, 4
	evcmpgtu 2, 19, 24
	evcmpgtu 3, 23, 11
	evcmplts 0, 26, 18
	evcmplts 6, 26, 27
	evcmplts 5, 14, 30
	evcmplts 1, 14, 30
	evcmpltu 1, 19, 13
	evcmpltu 3, 26, 6
	evcmpltu 6, 27, 31
	evcmpltu 5, 1, 18
	evcntlsw 7, 20
	evcntlsw 23, 16
	evcntlsw 1, 29
	evcntlsw 14, 26
	evcntlzw 23, 23
	evcntlzw 13, 21
	evcntlzw 22, 15
	evcntlzw 5, 5
	evdivws 26, 31, 30
	evdivws 1, 26, 12
	evdivws 16, 2, 26
	evdivws 21, 28, 5
	evdivwu 6, 9, 29
	evdivwu 13, 24, 28
	evdivwu 4, 22, 17
	evdivwu 17, 26, 10
	eveqv 8, 10, 7
	eveqv 11, 28, 29
	eveqv 25, 21, 20
	eveqv 1, 2, 7
	evextsb 24, 18
	evextsb 3, 22
	evextsb 10, 15
	evextsb 8, 25
	evextsh 7, 16
	evextsh 16, 29
	evextsh 30, 20
	evextsh 29, 2
	evfsabs 18, 17
	evfsabs 26, 29
	evfsabs 27, 0
	evfsabs 31, 14
	evfsadd 6, 7, 13
	evfsadd 7, 22, 2
	evfsadd 22, 16, 3
	evfsadd 9, 5, 28
	evfscfsf 11, 0
	evfscfsf 28, 5
	evfscfsf 7, 8
	evfscfsf 1, 23
	evfscfsi 7, 24
	evfscfsi 10, 20
	evfscfsi 21, 24
	evfscfsi 20, 9
	evfscfuf 5, 24
	evfscfuf 19, 28
	evfscfuf 21, 20
	evfscfuf 11, 30
	evfscfui 31, 28
	evfscfui 8, 28
	evfscfui 5, 4
	evfscfui 19, 23
	evfscmpeq 2, 2, 2
	evfscmpeq 5, 31, 23
	evfscmpeq 4, 25, 12
	evfscmpeq 6, 16, 18
	evfscmpgt 7, 16, 29
	evfscmpgt 1, 16, 29
	evfscmpgt 5, 30, 19
	evfscmpgt 3, 20, 26
	evfscmplt 3, 0, 20
	evfscmplt 1, 11, 26
	evfscmplt 3, 3, 21
	evfscmplt 7, 26, 15
	evfsctsf 17, 21
	evfsctsf 16, 3
	evfsctsf 5, 17
	evfsctsf 22, 3
	evfsctsi 7, 16
	evfsctsi 5, 7
	evfsctsi 2, 18
	evfsctsi 25, 22
	evfsctsiz 31, 26
	evfsctsiz 15, 16
	evfsctsiz 1, 8
	evfsctsiz 18, 6
	evfsctui 11, 6
	evfsctui 31, 2
	evfsctui 9, 19
	evfsctui 8, 13
	evfsdiv 13, 13, 29
	evfsdiv 22, 17, 24
	evfsdiv 14, 14, 23
	evfsdiv 30, 30, 18
	evfsmul 25, 16, 15
	evfsmul 5, 27, 10
	evfsmul 22, 31, 23
	evfsmul 27, 21, 14
	evfsnabs 31, 15
	evfsnabs 27, 11
	evfsnabs 31, 10
	evfsnabs 16, 15
	evfsneg 7, 28
	evfsneg 31, 5
	evfsneg 25, 16
	evfsneg 10, 24
	evfssub 0, 5, 5
	evfssub 0, 9, 5
	evfssub 26, 11, 7
	evfssub 23, 19, 18
	evfststeq 5, 18, 19
	evfststeq 6, 17, 3
	evfststeq 2, 9, 6
	evfststeq 1, 16, 11
	evfststgt 6, 6, 18
	evfststgt 4, 31, 30
	evfststgt 4, 2, 22
	evfststgt 2, 12, 29
	evfststlt 2, 5, 6
	evfststlt 1, 11, 5
	evfststlt 2, 14, 18
	evfststlt 0, 26, 16
	evldd 7, 8(8)
	evldd 15, 16(18)
	evldd 5, 208(30)
	evldd 5, 136(19)
	evlddx 16, 19, 28
	evlddx 2, 19, 1
	evlddx 9, 24, 25
	evlddx 31, 25, 27
	evldh 15, 56(13)
	evldh 14, 184(1)
	evldh 5, 120(8)
	evldh 21, 240(1)
	evldhx 24, 23, 21
	evldhx 24, 15, 26
	evldhx 8, 23, 30
	evldhx 11, 17, 7
	evldw 18, 168(27)
	evldw 3, 0(10)
	evldw 23, 88(5)
	evldw 20, 248(9)
	evldwx 6, 22, 12
	evldwx 22, 28, 12
	evldwx 9, 14, 7
	evldwx 17, 10, 15
	evlhhesplat 6, 40(25)
	evlhhesplat 0, 52(20)
	evlhhesplat 26, 44(22)
	evlhhesplat 27, 54(11)
	evlhhesplatx 6, 14, 19
	evlhhesplatx 5, 23, 7
	evlhhesplatx 3, 11, 22
	evlhhesplatx 0, 2, 27
	evlhhossplat 27, 26(14)
	evlhhossplat 10, 20(12)
	evlhhossplat 8, 0(20)
	evlhhossplat 15, 22(8)
	evlhhossplatx 1, 0, 29
	evlhhossplatx 0, 8, 16
	evlhhossplatx 3, 13, 16
	evlhhossplatx 9, 7, 21
	evlhhousplat 16, 20(13)
	evlhhousplat 5, 14(19)
	evlhhousplat 20, 4(1)
	evlhhousplat 31, 54(0)
	evlhhousplatx 7, 25, 13
	evlhhousplatx 3, 16, 20
	evlhhousplatx 10, 6, 0
	evlhhousplatx 30, 28, 2
	evlwhe 4, 0(23)
	evlwhe 22, 8(8)
	evlwhe 1, 80(0)
	evlwhe 26, 28(9)
	evlwhex 8, 12, 5
	evlwhex 4, 14, 2
	evlwhex 20, 26, 20
	evlwhex 23, 23, 23
	evlwhos 7, 100(22)
	evlwhos 14, 12(25)
	evlwhos 11, 76(7)
	evlwhos 26, 64(28)
	evlwhosx 0, 5, 19
	evlwhosx 23, 24, 8
	evlwhosx 30, 6, 18
	evlwhosx 23, 3, 3
	evlwhou 18, 112(19)
	evlwhou 1, 20(10)
	evlwhou 10, 76(26)
	evlwhou 19, 112(24)
	evlwhoux 31, 12, 15
	evlwhoux 13, 31, 9
	evlwhoux 24, 22, 5
	evlwhoux 17, 17, 21
	evlwhsplat 3, 44(7)
	evlwhsplat 24, 116(14)
	evlwhsplat 16, 0(9)
	evlwhsplat 18, 52(24)
	evlwhsplatx 28, 6, 24
	evlwhsplatx 20, 5, 21
	evlwhsplatx 11, 13, 24
	evlwhsplatx 8, 13, 25
	evlwwsplat 12, 40(22)
	evlwwsplat 15, 64(5)
	evlwwsplat 31, 120(28)
	evlwwsplat 20, 32(16)
	evlwwsplatx 12, 26, 26
	evlwwsplatx 28, 25, 30
	evlwwsplatx 13, 9, 14
	evlwwsplatx 4, 22, 30
	evmergehi 16, 8, 16
	evmergehi 23, 10, 28
	evmergehi 31, 28, 6
	evmergehi 9, 26, 27
	evmergehilo 30, 12, 23
	evmergehilo 15, 0, 6
	evmergehilo 19, 18, 2
	evmergehilo 20, 18, 4
	evmergelo 27, 31, 5
	evmergelo 19, 0, 6
	evmergelo 29, 9, 4
	evmergelo 10, 16, 0
	evmergelohi 4, 16, 20
	evmergelohi 0, 23, 5
	evmergelohi 31, 26, 12
	evmergelohi 8, 3, 8
	evmhegsmfaa 6, 20, 12
	evmhegsmfaa 11, 13, 4
	evmhegsmfaa 30, 23, 17
	evmhegsmfaa 6, 4, 22
	evmhegsmfan 31, 23, 4
	evmhegsmfan 5, 23, 14
	evmhegsmfan 26, 11, 4
	evmhegsmfan 21, 28, 3
	evmhegsmiaa 22, 22, 20
	evmhegsmiaa 8, 2, 24
	evmhegsmiaa 6, 2, 1
	evmhegsmiaa 22, 14, 16
	evmhegsmian 0, 24, 3
	evmhegsmian 9, 12, 14
	evmhegsmian 5, 1, 16
	evmhegsmian 6, 2, 26
	evmhegumiaa 14, 10, 24
	evmhegumiaa 20, 21, 13
	evmhegumiaa 18, 3, 19
	evmhegumiaa 4, 21, 1
	evmhegumian 16, 17, 17
	evmhegumian 19, 12, 14
	evmhegumian 19, 2, 27
	evmhegumian 20, 7, 24
	evmhesmf 15, 23, 6
	evmhesmf 3, 29, 0
	evmhesmf 18, 21, 30
	evmhesmf 25, 12, 9
	evmhesmfa 27, 0, 8
	evmhesmfa 12, 15, 5
	evmhesmfa 19, 22, 21
	evmhesmfa 31, 20, 0
	evmhesmfaaw 9, 19, 5
	evmhesmfaaw 1, 21, 8
	evmhesmfaaw 2, 11, 23
	evmhesmfaaw 5, 2, 12
	evmhesmfanw 9, 17, 23
	evmhesmfanw 9, 8, 31
	evmhesmfanw 18, 21, 9
	evmhesmfanw 0, 9, 13
	evmhesmi 26, 31, 5
	evmhesmi 30, 16, 4
	evmhesmi 20, 4, 12
	evmhesmi 21, 23, 11
	evmhesmia 25, 5, 17
	evmhesmia 1, 19, 23
	evmhesmia 5, 27, 9
	evmhesmia 10, 5, 30
	evmhesmiaaw 20, 29, 9
	evmhesmiaaw 12, 18, 23
	evmhesmiaaw 9, 9, 28
	evmhesmiaaw 9, 30, 27
	evmhesmianw 5, 20, 2
	evmhesmianw 11, 27, 16
	evmhesmianw 30, 9, 5
	evmhesmianw 28, 0, 9
	evmhessf 19, 11, 0
	evmhessf 12, 13, 27
	evmhessf 24, 5, 17
	evmhessf 26, 15, 22
	evmhessfa 18, 28, 16
	evmhessfa 1, 17, 16
	evmhessfa 16, 13, 28
	evmhessfa 28, 25, 21
	evmhessfaaw 22, 27, 1
	evmhessfaaw 1, 8, 0
	evmhessfaaw 2, 25, 12
	evmhessfaaw 14, 19, 13
	evmhessfanw 16, 11, 30
	evmhessfanw 24, 23, 5
	evmhessfanw 13, 14, 17
	evmhessfanw 11, 18, 19
	evmhessiaaw 3, 3, 2
	evmhessiaaw 5, 20, 6
	evmhessiaaw 27, 1, 4
	evmhessiaaw 2, 18, 28
	evmhessianw 15, 17, 15
	evmhessianw 29, 27, 1
	evmhessianw 4, 14, 19
	evmhessianw 17, 8, 25
	evmheumi 25, 11, 2
	evmheumi 11, 14, 28
	evmheumi 11, 7, 28
	evmheumi 29, 23, 1
	evmheumia 15, 13, 19
	evmheumia 21, 11, 12
	evmheumia 27, 17, 7
	evmheumia 17, 10, 9
	evmheumiaaw 28, 14, 29
	evmheumiaaw 16, 1, 3
	evmheumiaaw 13, 1, 26
	evmheumiaaw 23, 10, 22
	evmheumianw 4, 27, 24
	evmheumianw 22, 22, 22
	evmheumianw 17, 8, 26
	evmheumianw 31, 4, 11
	evmheusiaaw 9, 8, 7
	evmheusiaaw 10, 31, 13
	evmheusiaaw 23, 2, 8
	evmheusiaaw 25, 31, 4
	evmheusianw 25, 19, 23
	evmheusianw 31, 26, 30
	evmheusianw 3, 11, 5
	evmheusianw 2, 24, 13
	evmhogsmfaa 21, 26, 20
	evmhogsmfaa 15, 12, 14
	evmhogsmfaa 2, 8, 18
	evmhogsmfaa 16, 9, 14
	evmhogsmfan 26, 12, 15
	evmhogsmfan 21, 18, 20
	evmhogsmfan 15, 4, 14
	evmhogsmfan 22, 14, 7
	evmhogsmiaa 26, 3, 7
	evmhogsmiaa 18, 5, 0
	evmhogsmiaa 18, 25, 13
	evmhogsmiaa 0, 8, 30
	evmhogsmian 4, 16, 22
	evmhogsmian 3, 0, 28
	evmhogsmian 26, 26, 3
	evmhogsmian 17, 6, 6
	evmhogumiaa 5, 30, 20
	evmhogumiaa 21, 10, 24
	evmhogumiaa 22, 24, 22
	evmhogumiaa 18, 17, 31
	evmhogumian 22, 8, 21
	evmhogumian 28, 12, 21
	evmhogumian 31, 10, 14
	evmhogumian 25, 14, 17
	evmhosmf 10, 8, 4
	evmhosmf 23, 0, 8
	evmhosmf 4, 9, 20
	evmhosmf 23, 29, 7
	evmhosmfa 7, 21, 9
	evmhosmfa 0, 23, 21
	evmhosmfa 0, 19, 25
	evmhosmfa 2, 13, 20
	evmhosmfaaw 7, 11, 26
	evmhosmfaaw 14, 23, 0
	evmhosmfaaw 23, 14, 1
	evmhosmfaaw 26, 24, 23
	evmhosmfanw 10, 18, 31
	evmhosmfanw 25, 2, 1
	evmhosmfanw 22, 21, 28
	evmhosmfanw 17, 2, 20
	evmhosmi 26, 15, 6
	evmhosmi 5, 25, 10
	evmhosmi 3, 24, 15
	evmhosmi 12, 2, 4
	evmhosmia 20, 12, 18
	evmhosmia 20, 20, 13
	evmhosmia 7, 8, 26
	evmhosmia 24, 27, 1
	evmhosmiaaw 14, 9, 7
	evmhosmiaaw 30, 3, 15
	evmhosmiaaw 1, 19, 28
	evmhosmiaaw 5, 5, 23
	evmhosmianw 28, 28, 21
	evmhosmianw 6, 28, 14
	evmhosmianw 26, 10, 0
	evmhosmianw 31, 16, 27
	evmhossf 23, 16, 17
	evmhossf 13, 25, 10
	evmhossf 13, 18, 24
	evmhossf 11, 19, 3
	evmhossfa 28, 18, 3
	evmhossfa 8, 17, 20
	evmhossfa 20, 2, 22
	evmhossfa 22, 17, 25
	evmhossfaaw 20, 19, 8
	evmhossfaaw 1, 7, 12
	evmhossfaaw 6, 19, 17
	evmhossfaaw 11, 28, 6
	evmhossfanw 31, 24, 23
	evmhossfanw 4, 22, 30
	evmhossfanw 11, 29, 28
	evmhossfanw 27, 22, 19
	evmhossiaaw 27, 3, 1
	evmhossiaaw 6, 20, 30
	evmhossiaaw 2, 23, 29
	evmhossiaaw 1, 4, 12
	evmhossianw 21, 19, 1
	evmhossianw 10, 7, 9
	evmhossianw 4, 20, 5
	evmhossianw 2, 15, 1
	evmhoumi 13, 26, 13
	evmhoumi 12, 21, 0
	evmhoumi 31, 29, 3
	evmhoumi 28, 8, 25
	evmhoumia 3, 29, 12
	evmhoumia 27, 25, 23
	evmhoumia 27, 28, 12
	evmhoumia 23, 15, 0
	evmhoumiaaw 30, 19, 14
	evmhoumiaaw 26, 6, 17
	evmhoumiaaw 27, 10, 24
	evmhoumiaaw 27, 14, 14
	evmhoumianw 10, 3, 0
	evmhoumianw 8, 5, 29
	evmhoumianw 1, 15, 30
	evmhoumianw 16, 25, 5
	evmhousiaaw 10, 27, 28
	evmhousiaaw 6, 22, 16
	evmhousiaaw 4, 30, 14
	evmhousiaaw 25, 14, 30
	evmhousianw 8, 1, 12
	evmhousianw 4, 31, 9
	evmhousianw 25, 21, 21
	evmhousianw 18, 26, 2
	evmra 2, 4
	evmra 5, 0
	evmra 30, 9
	evmra 12, 3
	evmwhsmf 10, 9, 28
	evmwhsmf 8, 21, 10
	evmwhsmf 5, 11, 26
	evmwhsmf 13, 8, 26
	evmwhsmfa 3, 17, 6
	evmwhsmfa 10, 19, 24
	evmwhsmfa 30, 7, 30
	evmwhsmfa 13, 26, 26
	evmwhsmi 8, 21, 9
	evmwhsmi 24, 23, 1
	evmwhsmi 23, 18, 19
	evmwhsmi 23, 1, 15
	evmwhsmia 17, 22, 31
	evmwhsmia 30, 12, 15
	evmwhsmia 11, 21, 27
	evmwhsmia 20, 10, 24
	evmwhssf 7, 25, 12
	evmwhssf 16, 30, 11
	evmwhssf 10, 14, 27
	evmwhssf 14, 23, 14
	evmwhssfa 10, 30, 13
	evmwhssfa 17, 27, 12
	evmwhssfa 31, 20, 26
	evmwhssfa 31, 17, 15
	evmwhumi 31, 31, 2
	evmwhumi 5, 25, 27
	evmwhumi 8, 17, 24
	evmwhumi 18, 27, 19
	evmwhumia 15, 27, 3
	evmwhumia 20, 9, 21
	evmwhumia 28, 2, 28
	evmwhumia 21, 15, 18
	evmwlsmiaaw 23, 3, 28
	evmwlsmiaaw 22, 3, 30
	evmwlsmiaaw 24, 11, 1
	evmwlsmiaaw 10, 0, 26
	evmwlsmianw 7, 18, 5
	evmwlsmianw 25, 22, 3
	evmwlsmianw 3, 29, 11
	evmwlsmianw 11, 31, 10
	evmwlssiaaw 31, 8, 20
	evmwlssiaaw 7, 5, 15
	evmwlssiaaw 25, 23, 9
	evmwlssiaaw 8, 0, 4
	evmwlssianw 15, 19, 2
	evmwlssianw 30, 14, 18
	evmwlssianw 3, 12, 7
	evmwlssianw 20, 28, 10
	evmwlumi 28, 4, 26
	evmwlumi 15, 30, 2
	evmwlumi 9, 10, 2
	evmwlumi 21, 30, 16
	evmwlumia 13, 13, 11
	evmwlumia 4, 25, 15
	evmwlumia 15, 4, 4
	evmwlumia 7, 3, 2
	evmwlumiaaw 26, 19, 9
	evmwlumiaaw 16, 15, 19
	evmwlumiaaw 12, 6, 10
	evmwlumiaaw 5, 9, 28
	evmwlumianw 17, 8, 3
	evmwlumianw 14, 28, 26
	evmwlumianw 4, 29, 11
	evmwlumianw 7, 1, 14
	evmwlusiaaw 11, 27, 3
	evmwlusiaaw 1, 18, 15
	evmwlusiaaw 23, 26, 10
	evmwlusiaaw 20, 27, 12
	evmwlusianw 12, 12, 14
	evmwlusianw 29, 1, 25
	evmwlusianw 7, 3, 17
	evmwlusianw 18, 7, 3
	evmwsmf 30, 12, 8
	evmwsmf 10, 7, 22
	evmwsmf 26, 15, 17
	evmwsmf 1, 16, 2
	evmwsmfa 11, 1, 22
	evmwsmfa 16, 6, 4
	evmwsmfa 24, 6, 5
	evmwsmfa 11, 16, 26
	evmwsmfaa 3, 14, 18
	evmwsmfaa 12, 11, 16
	evmwsmfaa 7, 21, 18
	evmwsmfaa 25, 7, 22
	evmwsmfan 0, 27, 1
	evmwsmfan 8, 27, 29
	evmwsmfan 28, 1, 4
	evmwsmfan 6, 14, 26
	evmwsmi 11, 27, 15
	evmwsmi 3, 2, 1
	evmwsmi 16, 10, 2
	evmwsmi 11, 28, 3
	evmwsmia 30, 26, 9
	evmwsmia 2, 4, 18
	evmwsmia 4, 9, 7
	evmwsmia 17, 22, 8
	evmwsmiaa 31, 17, 8
	evmwsmiaa 15, 18, 6
	evmwsmiaa 27, 30, 20
	evmwsmiaa 8, 31, 11
	evmwsmian 30, 23, 4
	evmwsmian 30, 21, 26
	evmwsmian 6, 21, 4
	evmwsmian 20, 17, 26
	evmwssf 2, 25, 6
	evmwssf 26, 18, 1
	evmwssf 24, 30, 10
	evmwssf 10, 27, 23
	evmwssfa 21, 30, 11
	evmwssfa 28, 16, 3
	evmwssfa 6, 14, 17
	evmwssfa 16, 25, 3
	evmwssfaa 10, 29, 24
	evmwssfaa 18, 12, 29
	evmwssfaa 15, 3, 29
	evmwssfaa 19, 14, 19
	evmwssfan 25, 4, 3
	evmwssfan 10, 25, 0
	evmwssfan 9, 24, 20
	evmwssfan 4, 24, 21
	evmwumi 16, 11, 20
	evmwumi 22, 9, 23
	evmwumi 8, 22, 18
	evmwumi 9, 0, 8
	evmwumia 4, 14, 23
	evmwumia 15, 12, 0
	evmwumia 22, 6, 19
	evmwumia 17, 4, 20
	evmwumiaa 21, 10, 9
	evmwumiaa 27, 25, 23
	evmwumiaa 0, 27, 10
	evmwumiaa 24, 13, 11
	evmwumian 9, 21, 13
	evmwumian 0, 26, 29
	evmwumian 22, 10, 30
	evmwumian 10, 1, 8
	evnand 5, 4, 28
	evnand 14, 22, 4
	evnand 10, 23, 2
	evnand 3, 0, 24
	evneg 13, 30
	evneg 24, 15
	evneg 20, 4
	evneg 12, 10
	evnor 4, 14, 19
	evnor 23, 16, 15
	evnor 10, 12, 2
	evnor 31, 13, 5
	evor 21, 21, 6
	evor 13, 2, 3
	evor 8, 14, 22
	evor 18, 12, 11
	evorc 13, 8, 7
	evorc 6, 1, 30
	evorc 1, 30, 31
	evorc 26, 19, 11
	evrlw 14, 26, 13
	evrlw 24, 22, 20
	evrlw 2, 22, 19
	evrlw 30, 12, 12
	evrlwi 6, 16, 17
	evrlwi 6, 13, 0
	evrlwi 29, 13, 31
	evrlwi 14, 15, 17
	evrndw 9, 30
	evrndw 3, 19
	evrndw 29, 0
	evrndw 21, 17
	evslw 19, 12, 14
	evslw 6, 27, 21
	evslw 13, 31, 0
	evslw 10, 28, 27
	evslwi 28, 2, 7
	evslwi 3, 9, 26
	evslwi 13, 28, 28
	evslwi 27, 4, 5
	evsplatfi 4, 8
	evsplatfi 8, 15
	evsplatfi 1, 14
	evsplatfi 29, -9
	evsplati 31, 12
	evsplati 4, 6
	evsplati 13, -4
	evsplati 28, 7
	evsrwis 27, 17, 5
	evsrwis 16, 4, 23
	evsrwis 19, 21, 29
	evsrwis 2, 28, 15
	evsrwiu 26, 28, 16
	evsrwiu 30, 3, 31
	evsrwiu 19, 0, 3
	evsrwiu 1, 23, 31
	evsrws 30, 18, 2
	evsrws 2, 27, 11
	evsrws 2, 20, 31
	evsrws 24, 20, 31
	evsrwu 4, 30, 22
	evsrwu 14, 8, 21
	evsrwu 23, 20, 27
	evsrwu 18, 18, 21
	evstdd 25, 160(18)
	evstdd 16, 104(13)
	evstdd 22, 0(12)
	evstdd 21, 240(0)
	evstddx 14, 24, 6
	evstddx 16, 14, 31
	evstddx 25, 1, 10
	evstddx 29, 22, 26
	evstdh 3, 200(25)
	evstdh 0, 32(29)
	evstdh 25, 112(2)
	evstdh 2, 248(0)
	evstdhx 14, 5, 2
	evstdhx 7, 29, 9
	evstdhx 16, 0, 17
	evstdhx 7, 11, 30
	evstdw 0, 88(12)
	evstdw 1, 48(24)
	evstdw 8, 160(25)
	evstdw 12, 232(3)
	evstdwx 8, 7, 13
	evstdwx 29, 30, 30
	evstdwx 4, 29, 6
	evstdwx 6, 0, 3
	evstwhe 7, 72(28)
	evstwhe 17, 112(20)
	evstwhe 10, 88(6)
	evstwhe 17, 36(13)
	evstwhex 16, 7, 20
	evstwhex 6, 13, 9
	evstwhex 22, 23, 1
	evstwhex 5, 25, 7
	evstwho 24, 36(27)
	evstwho 13, 88(11)
	evstwho 19, 68(30)
	evstwho 21, 96(29)
	evstwhox 13, 4, 3
	evstwhox 21, 29, 15
	evstwhox 13, 20, 24
	evstwhox 4, 9, 25
	evstwwe 13, 80(30)
	evstwwe 2, 8(23)
	evstwwe 10, 72(21)
	evstwwe 20, 0(28)
	evstwwex 18, 0, 31
	evstwwex 14, 7, 11
	evstwwex 4, 0, 8
	evstwwex 8, 15, 30
	evstwwo 29, 96(17)
	evstwwo 2, 0(25)
	evstwwo 11, 0(3)
	evstwwo 2, 12(7)
	evstwwox 15, 2, 6
	evstwwox 5, 30, 1
	evstwwox 13, 8, 7
	evstwwox 15, 3, 16
	evsubfsmiaaw 3, 5
	evsubfsmiaaw 4, 17
	evsubfsmiaaw 22, 14
	evsubfsmiaaw 29, 27
	evsubfssiaaw 27, 6
	evsubfssiaaw 5, 2
	evsubfssiaaw 17, 29
	evsubfssiaaw 29, 23
	evsubfumiaaw 25, 6
	evsubfumiaaw 12, 23
	evsubfumiaaw 16, 24
	evsubfumiaaw 20, 27
	evsubfusiaaw 9, 13
	evsubfusiaaw 8, 28
	evsubfusiaaw 27, 28
	evsubfusiaaw 9, 14
	evsubfw 11, 29, 21
	evsubfw 21, 25, 3
	evsubfw 24, 26, 2
	evsubfw 26, 12, 29
	evsubifw 30, 21, 5
	evsubifw 5, 12, 7
	evsubifw 28, 19, 19
	evsubifw 18, 1, 14
	evxor 3, 20, 18
	evxor 4, 19, 5
	evxor 4, 8, 23
	evxor 27, 1, 8
	extsb 21, 19
	extsb 10, 16
	extsb 19, 18
	extsb 6, 17
	extsb. 19, 10
	extsb. 30, 8
	extsb. 1, 9
	extsb. 12, 10
	extsh 10, 7
	extsh 27, 4
	extsh 10, 30
	extsh 2, 0
	extsh. 4, 24
	extsh. 6, 24
	extsh. 17, 11
	extsh. 23, 12
	extsw 22, 16
	extsw 9, 16
	extsw 6, 19
	extsw 14, 22
	extswsli 26, 15, 56
	extswsli 10, 28, 38
	extswsli 14, 17, 63
	extswsli 29, 19, 42
	extswsli. 3, 16, 63
	extswsli. 12, 20, 51
	extswsli. 15, 24, 10
	extswsli. 1, 28, 5
	extsw. 1, 11
	extsw. 1, 6
	extsw. 13, 16
	extsw. 23, 6
	fabs 26, 5
	fabs 14, 12
	fabs 0, 19
	fabs 8, 25
	fabs. 16, 6
	fabs. 19, 8
	fabs. 17, 3
	fabs. 31, 18
	fadd 29, 20, 16
	fadd 28, 19, 1
	fadd 18, 20, 25
	fadd 6, 14, 5
	fadds 10, 29, 20
	fadds 26, 2, 0
	fadds 14, 3, 19
	fadds 27, 16, 26
	fadds. 6, 22, 28
	fadds. 15, 6, 23
	fadds. 11, 7, 0
	fadds. 14, 14, 17
	fadd. 18, 9, 29
	fadd. 21, 0, 6
	fadd. 31, 30, 29
	fadd. 29, 25, 4
	fcfid 9, 18
	fcfid 11, 8
	fcfid 6, 25
	fcfid 12, 17
	fcfids 22, 30
	fcfids 3, 31
	fcfids 13, 22
	fcfids 1, 21
	fcfids. 0, 17
	fcfids. 2, 18
	fcfids. 30, 6
	fcfids. 29, 29
	fcfidu 0, 22
	fcfidu 6, 8
	fcfidu 25, 4
	fcfidu 25, 3
	fcfidus 26, 28
	fcfidus 23, 1
	fcfidus 0, 9
	fcfidus 6, 8
	fcfidus. 24, 14
	fcfidus. 3, 14
	fcfidus. 6, 16
	fcfidus. 12, 25
	fcfidu. 4, 12
	fcfidu. 27, 14
	fcfidu. 11, 15
	fcfidu. 13, 28
	fcfid. 13, 27
	fcfid. 10, 7
	fcfid. 22, 27
	fcfid. 12, 8
	fcmpo 4, 30, 16
	fcmpo 1, 18, 12
	fcmpo 3, 15, 12
	fcmpo 1, 3, 18
	fcmpu 5, 1, 16
	fcmpu 0, 24, 5
	fcmpu 6, 26, 23
	fcmpu 2, 31, 10
	fcpsgn 23, 27, 0
	fcpsgn 20, 10, 31
	fcpsgn 15, 21, 31
	fcpsgn 21, 23, 28
	fcpsgn. 8, 22, 13
	fcpsgn. 9, 10, 24
	fcpsgn. 25, 28, 14
	fcpsgn. 24, 20, 24
	fctid 24, 9
	fctid 21, 17
	fctid 20, 0
	fctid 18, 8
	fctidu 15, 10
	fctidu 20, 10
	fctidu 29, 6
	fctidu 15, 12
	fctiduz 22, 18
	fctiduz 11, 28
	fctiduz 3, 0
	fctiduz 29, 19
	fctiduz. 2, 0
	fctiduz. 28, 13
	fctiduz. 12, 6
	fctiduz. 12, 9
	fctidu. 26, 31
	fctidu. 10, 5
	fctidu. 3, 4
	fctidu. 27, 22
	fctidz 9, 13
	fctidz 4, 6
	fctidz 15, 0
	fctidz 7, 25
	fctidz. 9, 3
	fctidz. 27, 23
	fctidz. 12, 12
	fctidz. 14, 24
	fctid. 29, 18
	fctid. 17, 18
	fctid. 16, 17
	fctid. 20, 26
	fctiw 31, 17
	fctiw 15, 6
	fctiw 3, 14
	fctiw 16, 22
	fctiwu 23, 17
	fctiwu 13, 14
	fctiwu 3, 4
	fctiwu 30, 24
	fctiwuz 10, 11
	fctiwuz 8, 5
	fctiwuz 1, 28
	fctiwuz 12, 24
	fctiwuz. 27, 4
	fctiwuz. 14, 20
	fctiwuz. 15, 17
	fctiwuz. 10, 22
	fctiwu. 6, 20
	fctiwu. 7, 20
	fctiwu. 25, 2
	fctiwu. 6, 12
	fctiwz 21, 8
	fctiwz 11, 3
	fctiwz 14, 7
	fctiwz 23, 3
	fctiwz. 15, 30
	fctiwz. 0, 29
	fctiwz. 7, 15
	fctiwz. 27, 30
	fctiw. 10, 11
	fctiw. 29, 1
	fctiw. 11, 6
	fctiw. 21, 3
	fdiv 1, 0, 18
	fdiv 6, 7, 4
	fdiv 30, 17, 11
	fdiv 8, 6, 0
	fdivs 27, 13, 10
	fdivs 2, 29, 6
	fdivs 11, 17, 19
	fdivs 28, 25, 5
	fdivs. 4, 27, 20
	fdivs. 13, 31, 4
	fdivs. 1, 2, 14
	fdivs. 30, 26, 2
	fdiv. 7, 9, 22
	fdiv. 15, 28, 14
	fdiv. 6, 3, 26
	fdiv. 15, 9, 14
	fmadd 28, 15, 28, 0
	fmadd 14, 3, 9, 4
	fmadd 10, 21, 31, 6
	fmadd 15, 18, 31, 9
	fmadds 29, 17, 2, 28
	fmadds 31, 28, 24, 3
	fmadds 31, 15, 23, 2
	fmadds 25, 26, 26, 11
	fmadds. 20, 6, 11, 0
	fmadds. 10, 16, 31, 0
	fmadds. 30, 16, 16, 12
	fmadds. 22, 8, 28, 2
	fmadd. 9, 8, 17, 12
	fmadd. 0, 8, 8, 18
	fmadd. 4, 24, 18, 2
	fmadd. 18, 0, 29, 22
	fmr 20, 17
	fmr 24, 30
	fmr 14, 0
	fmr 16, 10
	fmr. 15, 24
	fmr. 13, 4
	fmr. 5, 25
	fmr. 11, 24
	fmsub 29, 5, 28, 31
	fmsub 17, 11, 0, 1
	fmsub 2, 15, 19, 31
	fmsub 6, 29, 5, 0
	fmsubs 22, 9, 21, 21
	fmsubs 14, 29, 31, 5
	fmsubs 10, 7, 1, 11
	fmsubs 3, 0, 19, 23
	fmsubs. 21, 17, 31, 4
	fmsubs. 6, 12, 30, 27
	fmsubs. 27, 6, 29, 13
	fmsubs. 17, 21, 3, 29
	fmsub. 29, 26, 3, 24
	fmsub. 29, 26, 24, 12
	fmsub. 27, 8, 12, 6
	fmsub. 24, 1, 27, 18
	fmul 3, 27, 6
	fmul 18, 4, 25
	fmul 25, 16, 5
	fmul 4, 28, 9
	fmuls 5, 15, 24
	fmuls 0, 16, 3
	fmuls 25, 2, 13
	fmuls 1, 24, 28
	fmuls. 11, 19, 0
	fmuls. 8, 21, 3
	fmuls. 30, 13, 31
	fmuls. 13, 11, 0
	fmul. 16, 11, 6
	fmul. 5, 3, 19
	fmul. 14, 23, 25
	fmul. 29, 27, 9
	fnabs 26, 21
	fnabs 28, 3
	fnabs 21, 27
	fnabs 19, 9
	fnabs. 12, 15
	fnabs. 26, 23
	fnabs. 18, 21
	fnabs. 9, 17
	fneg 9, 21
	fneg 23, 22
	fneg 3, 14
	fneg 29, 23
	fneg. 16, 1
	fneg. 10, 7
	fneg. 22, 7
	fneg. 7, 10
	fnmadd 13, 3, 17, 14
	fnmadd 13, 21, 21, 1
	fnmadd 1, 30, 30, 28
	fnmadd 30, 23, 12, 29
	fnmadds 22, 23, 27, 6
	fnmadds 25, 18, 8, 4
	fnmadds 3, 25, 9, 6
	fnmadds 12, 4, 11, 21
	fnmadds. 22, 28, 10, 20
	fnmadds. 11, 5, 30, 11
	fnmadds. 20, 20, 2, 22
	fnmadds. 23, 22, 3, 0
	fnmadd. 28, 2, 30, 17
	fnmadd. 30, 12, 28, 15
	fnmadd. 1, 1, 8, 8
	fnmadd. 21, 12, 5, 8
	fnmsub 19, 3, 16, 20
	fnmsub 12, 0, 19, 26
	fnmsub 9, 9, 2, 23
	fnmsub 16, 5, 14, 11
	fnmsubs 22, 14, 8, 0
	fnmsubs 8, 4, 2, 20
	fnmsubs 0, 18, 24, 19
	fnmsubs 23, 31, 21, 9
	fnmsubs. 28, 21, 18, 1
	fnmsubs. 19, 25, 4, 8
	fnmsubs. 2, 29, 2, 22
	fnmsubs. 16, 1, 12, 16
	fnmsub. 17, 30, 6, 9
	fnmsub. 11, 24, 14, 9
	fnmsub. 16, 4, 16, 31
	fnmsub. 29, 11, 11, 16
	fre 15, 31
	fre 28, 3
	fre 22, 4
	fre 19, 3
	fres 22, 22
	fres 10, 26
	fres 18, 3
	fres 29, 15
	fres. 8, 20
	fres. 20, 20
	fres. 27, 23
	fres. 8, 2
	fre. 23, 22
	fre. 23, 19
	fre. 10, 5
	fre. 26, 23
	frim 17, 21
	frim 14, 14
	frim 0, 25
	frim 11, 5
	frim. 22, 23
	frim. 10, 12
	frim. 2, 29
	frim. 13, 24
	frin 7, 6
	frin 23, 8
	frin 27, 20
	frin 5, 18
	frin. 13, 26
	frin. 31, 31
	frin. 2, 17
	frin. 14, 25
	frip 18, 15
	frip 5, 9
	frip 28, 7
	frip 31, 27
	frip. 19, 12
	frip. 21, 0
	frip. 8, 16
	frip. 7, 26
	friz 3, 30
	friz 9, 15
	friz 2, 12
	friz 4, 9
	friz. 1, 27
	friz. 8, 10
	friz. 0, 13
	friz. 2, 4
	frsp 29, 29
	frsp 25, 7
	frsp 15, 29
	frsp 1, 14
	frsp. 10, 14
	frsp. 27, 3
	frsp. 21, 20
	frsp. 4, 21
	frsqrte 22, 11
	frsqrte 1, 10
	frsqrte 8, 24
	frsqrte 3, 9
	frsqrtes 14, 20
	frsqrtes 11, 10
	frsqrtes 5, 9
	frsqrtes 5, 24
	frsqrtes. 22, 10
	frsqrtes. 12, 3
	frsqrtes. 16, 28
	frsqrtes. 11, 31
	frsqrte. 11, 25
	frsqrte. 31, 1
	frsqrte. 17, 9
	frsqrte. 27, 12
	fsel 18, 16, 18, 3
	fsel 4, 18, 4, 24
	fsel 16, 19, 24, 28
	fsel 3, 31, 6, 16
	fsel. 21, 7, 27, 5
	fsel. 17, 21, 5, 4
	fsel. 10, 23, 14, 18
	fsel. 13, 16, 15, 26
	fsqrt 25, 12
	fsqrt 2, 8
	fsqrt 2, 18
	fsqrt 31, 19
	fsqrts 0, 13
	fsqrts 0, 28
	fsqrts 9, 29
	fsqrts 18, 17
	fsqrts. 9, 6
	fsqrts. 14, 23
	fsqrts. 0, 23
	fsqrts. 28, 6
	fsqrt. 27, 31
	fsqrt. 24, 22
	fsqrt. 2, 7
	fsqrt. 18, 11
	fsub 29, 30, 6
	fsub 7, 17, 10
	fsub 3, 25, 1
	fsub 14, 26, 9
	fsubs 0, 15, 28
	fsubs 6, 16, 0
	fsubs 28, 27, 19
	fsubs 1, 15, 19
	fsubs. 4, 2, 6
	fsubs. 4, 28, 16
	fsubs. 19, 25, 10
	fsubs. 30, 25, 3
	fsub. 30, 7, 15
	fsub. 20, 21, 26
	fsub. 18, 14, 25
	fsub. 26, 22, 20
	ftdiv 3, 0, 26
	ftdiv 6, 11, 18
	ftdiv 2, 4, 31
	ftdiv 2, 27, 11
	ftsqrt 2, 5
	ftsqrt 4, 24
	ftsqrt 4, 7
	ftsqrt 5, 0
	hashchk 17, -240(19)
	hashchk 7, -184(19)
	hashchk 5, -144(27)
	hashchk 19, -24(12)
	hashchkp 9, -304(11)
	hashchkp 9, -8(27)
	hashchkp 15, -8(12)
	hashchkp 31, -48(6)
	hashst 3, -40(31)
	hashst 16, -376(18)
	hashst 30, -448(31)
	hashst 7, -512(24)
	hashstp 11, -8(21)
	hashstp 14, -296(15)
	hashstp 22, -360(2)
	hashstp 31, -456(19)
	hrfid
	hrfid
	hrfid
	hrfid
	icbi 27, 7
	icbi 18, 31
	icbi 5, 26
	icbi 17, 14
	icbiep 16, 2
	icbiep 4, 15
	icbiep 13, 19
	icbiep 8, 29
	icblc 5, 3, 6
	icblc 0, 3, 22
	icblc 6, 16, 12
	icblc 3, 8, 8
	icblq. 11, 20, 11
	icblq. 13, 9, 15
	icblq. 5, 8, 14
	icblq. 5, 19, 8
	icbt 6, 9, 4
	icbt 7, 27, 17
	icbt 15, 23, 20
	icbt 7, 19, 14
	icbtls 6, 15, 30
	icbtls 9, 10, 24
	icbtls 4, 14, 31
	icbtls 0, 11, 26
	iccci 24, 21
	iccci 7, 4
	iccci 22, 21
	iccci 15, 18
	iseleq	1, 5, 7
	isel 7, 4, 5, 16
	iselgt	31, 8, 25
	iselgt	26, 19, 22
	isync
	isync
	isync
	isync
	la 17, -14328(12)
	la 1, 26786(28)
	la 27, -17503(8)
	la 1, 5760(22)
	lbarx 21, 21, 19
	lbarx 20, 20, 6
	lbarx 4, 3, 18
	lbarx 25, 14, 28
	lbarx 15, 29, 1, 1
	lbarx 1, 22, 30, 1
	lbarx 4, 19, 22, 1
	lbarx 11, 16, 0, 1
	lbepx 11, 12, 18
	lbepx 1, 30, 7
	lbepx 27, 22, 16
	lbepx 17, 2, 26
	lbz 26, 18318(30)
	lbz 22, 23251(17)
	lbz 14, 29223(16)
	lbz 11, -11687(26)
	lbzcix 13, 9, 15
	lbzcix 26, 22, 6
	lbzcix 19, 6, 25
	lbzcix 5, 15, 18
	lbzu 7, -32768(28)
	lbzu 9, 24724(18)
	lbzu 17, -3034(16)
	lbzu 9, 12081(10)
	lbzux 0, 29, 18
	lbzux 19, 9, 17
	lbzux 12, 7, 29
	lbzux 30, 28, 12
	lbzx 21, 17, 4
	lbzx 29, 26, 13
	lbzx 3, 3, 25
	lbzx 0, 5, 30
	ld 13, -5756(21)
	ld 7, -30108(28)
	ld 17, -4(13)
	ld 16, 12148(12)
	ldarx 27, 5, 3
	ldarx 20, 6, 29
	ldarx 12, 1, 0
	ldarx 19, 25, 23
	ldarx 2, 25, 27, 1
	ldarx 17, 24, 7, 1
	ldarx 7, 29, 29, 1
	ldarx 5, 30, 17, 1
	ldat 0, 6, 31
	ldat 8, 7, 7
	ldat 22, 28, 8
	ldat 21, 23, 6
	ldbrx 29, 11, 30
	ldbrx 4, 28, 28
	ldbrx 11, 28, 10
	ldbrx 7, 24, 20
	ldcix 18, 5, 21
	ldcix 19, 5, 6
	ldcix 16, 30, 23
	ldcix 20, 15, 24
	ldu 1, 2072(19)
	ldu 20, 29516(9)
	ldu 25, 15212(9)
	ldu 14, 876(24)
	ldux 30, 7, 31
	ldux 9, 6, 15
	ldux 28, 25, 3
	ldux 17, 4, 30
	ldx 30, 1, 12
	ldx 23, 24, 6
	ldx 19, 0, 15
	ldx 20, 19, 19
	lfd 27, 30995(10)
	lfd 6, -4752(2)
	lfd 6, -29909(25)
	lfd 31, 2625(1)
	lfdepx 26, 11, 18
	lfdepx 0, 14, 1
	lfdepx 29, 5, 31
	lfdepx 22, 3, 3
	lfdu 0, 5306(11)
	lfdu 17, 12904(26)
	lfdu 24, -32768(28)
	lfdu 26, 431(2)
	lfdux 2, 0, 20
	lfdux 16, 2, 21
	lfdux 19, 4, 19
	lfdux 30, 4, 16
	lfdx 4, 30, 8
	lfdx 0, 10, 6
	lfdx 3, 12, 0
	lfdx 21, 8, 26
	lfiwax 3, 6, 21
	lfiwax 11, 12, 3
	lfiwax 11, 1, 28
	lfiwax 14, 17, 9
	lfiwzx 1, 16, 11
	lfiwzx 29, 23, 8
	lfiwzx 11, 20, 1
	lfiwzx 8, 16, 1
	lfs 28, 30950(11)
	lfs 19, 32767(11)
	lfs 3, -25067(6)
	lfs 2, -16506(27)
	lfsu 17, -9593(7)
	lfsu 10, 7647(17)
	lfsu 13, 1(20)
	lfsu 28, -19790(31)
	lfsux 9, 14, 3
	lfsux 15, 11, 19
	lfsux 9, 12, 20
	lfsux 3, 2, 20
	lfsx 7, 16, 12
	lfsx 0, 14, 11
	lfsx 28, 23, 13
	lfsx 16, 14, 20
	lha 13, 17844(21)
	lha 24, -25964(19)
	lha 15, 18593(25)
	lha 27, -8071(21)
	lharx 19, 3, 13
	lharx 7, 11, 13
	lharx 25, 4, 15
	lharx 17, 4, 8
	lharx 21, 14, 8, 1
	lharx 23, 15, 25, 1
	lharx 0, 12, 16, 1
	lharx 8, 26, 12, 1
	lhau 7, -27353(5)
	lhau 6, 5828(3)
	lhau 29, 26779(15)
	lhau 24, -12137(25)
	lhaux 19, 17, 12
	lhaux 8, 2, 3
	lhaux 12, 6, 28
	lhaux 24, 31, 15
	lhax 3, 6, 6
	lhax 2, 24, 10
	lhax 14, 17, 28
	lhax 8, 3, 9
	lhbrx 20, 20, 7
	lhbrx 29, 31, 26
	lhbrx 10, 7, 30
	lhbrx 25, 1, 18
	lhepx 14, 28, 13
	lhepx 8, 31, 22
	lhepx 8, 22, 20
	lhepx 2, 0, 23
	lhz 6, -15809(12)
	lhz 18, 20386(29)
	lhz 7, 2182(13)
	lhz 15, 12122(15)
	lhzcix 3, 1, 12
	lhzcix 9, 15, 25
	lhzcix 29, 5, 15
	lhzcix 26, 15, 15
	lhzu 10, 20169(27)
	lhzu 6, -32264(26)
	lhzu 17, -9671(16)
	lhzu 12, -6908(0)
	lhzux 14, 4, 12
	lhzux 1, 4, 19
	lhzux 10, 21, 25
	lhzux 30, 6, 22
	lhzx 21, 2, 4
	lhzx 3, 26, 2
	lhzx 18, 11, 28
	lhzx 2, 31, 17
	li	27, -29848
	li	11, 4183
	li	1, 1
	li	14, 4652
	lis	10, -45914
	lis	18, 46659
	lis	21, -65536
	lis	16, -57327
	lmw 23, -22246(31)
	lmw 28, 0(7)
	lmw 2, -12757(27)
	lmw 23, 7330(3)
	lq 16, 0(3)
	lq 0, 11360(18)
	lq 24, 32752(15)
	lq 22, 27264(7)
	lqarx 8, 3, 29
	lqarx 8, 2, 18
	lqarx 20, 16, 6
	lqarx 2, 28, 13
	lqarx 0, 25, 1, 1
	lqarx 24, 4, 22, 1
	lqarx 20, 1, 10, 1
	lqarx 2, 19, 17, 1
	lswi 16, 6, 9
	lswi 26, 18, 6
	lswi 26, 26, 21
	lswi 10, 13, 19
	lvebx 0, 20, 14
	lvebx 16, 27, 16
	lvebx 15, 23, 18
	lvebx 16, 29, 29
	lvehx 6, 6, 5
	lvehx 17, 30, 1
	lvehx 2, 16, 21
	lvehx 30, 4, 30
	lvewx 29, 30, 16
	lvewx 26, 14, 18
	lvewx 24, 31, 9
	lvewx 13, 13, 5
	lvsl 10, 9, 2
	lvsl 11, 9, 18
	lvsl 11, 11, 14
	lvsl 23, 5, 10
	lvsr 21, 1, 3
	lvsr 3, 23, 4
	lvsr 9, 3, 8
	lvsr 22, 6, 24
	lvx 10, 28, 6
	lvx 14, 17, 25
	lvx 14, 16, 24
	lvx 28, 10, 27
	lvxl 24, 19, 25
	lvxl 20, 10, 1
	lvxl 8, 29, 0
	lvxl 20, 6, 19
	lwa 18, 32764(23)
	lwa 12, 31640(11)
	lwa 24, -22168(28)
	lwa 19, -20016(7)
	lwarx 12, 15, 11
	lwarx 2, 23, 3
	lwarx 25, 23, 8
	lwarx 5, 13, 12
	lwarx 0, 30, 2, 1
	lwarx 10, 22, 25, 1
	lwarx 7, 4, 24, 1
	lwarx 6, 9, 13, 1
	lwat 5, 21, 17
	lwat 20, 29, 0
	lwat 7, 27, 31
	lwat 17, 21, 25
	lwaux 5, 14, 11
	lwaux 31, 19, 25
	lwaux 12, 26, 17
	lwaux 13, 26, 31
	lwax 23, 10, 7
	lwax 21, 10, 25
	lwax 30, 29, 2
	lwax 4, 19, 13
	lwbrx 15, 25, 24
	lwbrx 0, 31, 24
	lwbrx 15, 30, 5
	lwbrx 8, 11, 18
	lwepx 21, 16, 20
	lwepx 26, 5, 7
	lwepx 1, 20, 12
	lwepx 17, 21, 9
	lwz 14, 14133(15)
	lwz 10, -15655(21)
	lwz 28, -3308(21)
	lwz 18, -13527(1)
	lwzcix 17, 15, 20
	lwzcix 25, 10, 12
	lwzcix 25, 19, 27
	lwzcix 18, 22, 21
	lwzu 27, 19636(20)
	lwzu 1, -11685(13)
	lwzu 14, -20864(29)
	lwzu 9, -14755(12)
	lwzux 1, 0, 23
	lwzux 19, 31, 25
	lwzux 29, 29, 14
	lwzux 24, 25, 19
	lwzx 0, 10, 6
	lwzx 8, 0, 11
	lwzx 0, 24, 2
	lwzx 5, 24, 25
	lxsd 28, 13584(23)
	lxsd 25, 15316(15)
	lxsd 25, -4(23)
	lxsd 1, 168(4)
	lxsdx 27, 24, 28
	lxsdx 37, 12, 1
	lxsdx 14, 0, 30
	lxsdx 28, 27, 29
	lxsibzx 7, 29, 3
	lxsibzx 18, 22, 14
	lxsibzx 31, 16, 22
	lxsibzx 59, 27, 7
	lxsihzx 57, 2, 8
	lxsihzx 62, 9, 2
	lxsihzx 24, 3, 6
	lxsihzx 53, 14, 21
	lxsiwax 10, 24, 22
	lxsiwax 37, 16, 2
	lxsiwax 58, 18, 6
	lxsiwax 6, 26, 22
	lxsiwzx 36, 9, 16
	lxsiwzx 45, 1, 18
	lxsiwzx 20, 17, 2
	lxsiwzx 55, 4, 15
	lxssp 16, -596(22)
	lxssp 15, 0(12)
	lxssp 31, 10628(18)
	lxssp 26, 0(15)
	lxsspx 11, 26, 29
	lxsspx 31, 3, 29
	lxsspx 45, 2, 19
	lxsspx 19, 11, 0
	lxv 43, -7888(0)
	lxv 16, 30752(1)
	lxv 28, 29408(19)
	lxv 45, -32768(8)
	lxvb16x 1, 23, 12
	lxvb16x 24, 29, 25
	lxvb16x 37, 1, 8
	lxvb16x 22, 24, 21
	lxvd2x 31, 20, 20
	lxvd2x 27, 16, 24
	lxvd2x 34, 29, 27
	lxvd2x 27, 7, 18
	lxvdsx 33, 28, 4
	lxvdsx 14, 0, 7
	lxvdsx 56, 11, 31
	lxvdsx 8, 18, 24
	lxvh8x 0, 22, 24
	lxvh8x 35, 30, 19
	lxvh8x 28, 14, 28
	lxvh8x 54, 27, 3
	lxvkq 58, 28
	lxvkq 53, 0
	lxvkq 37, 20
	lxvkq 7, 3
	lxvl 39, 16, 26
	lxvl 6, 17, 17
	lxvl 44, 31, 28
	lxvl 43, 1, 22
	lxvll 30, 22, 12
	lxvll 15, 14, 8
	lxvll 11, 19, 18
	lxvll 28, 20, 9
	lxvp 32, 0(13)
	lxvp 54, 0(14)
	lxvp 54, -32768(12)
	lxvp 12, 30176(14)
	lxvprl 58, 4, 29
	lxvprl 18, 20, 8
	lxvprl 44, 8, 12
	lxvprl 12, 25, 19
	lxvprll 44, 19, 6
	lxvprll 56, 5, 12
	lxvprll 6, 24, 19
	lxvprll 46, 29, 0
	lxvpx 44, 5, 4
	lxvpx 20, 18, 20
	lxvpx 60, 21, 12
	lxvpx 20, 26, 2
	lxvrbx 28, 11, 9
	lxvrbx 4, 27, 25
	lxvrbx 0, 7, 9
	lxvrbx 3, 4, 26
	lxvrdx 12, 22, 10
	lxvrdx 46, 15, 17
	lxvrdx 24, 18, 22
	lxvrdx 31, 21, 11
	lxvrhx 14, 4, 17
	lxvrhx 8, 5, 2
	lxvrhx 60, 10, 12
	lxvrhx 28, 20, 29
	lxvrl 17, 31, 15
	lxvrl 0, 29, 10
	lxvrl 17, 1, 0
	lxvrl 26, 30, 17
	lxvrll 46, 2, 16
	lxvrll 32, 1, 4
	lxvrll 33, 14, 0
	lxvrll 7, 29, 18
	lxvrwx 5, 9, 9
	lxvrwx 26, 20, 5
	lxvrwx 6, 8, 0
	lxvrwx 37, 20, 25
	lxvw4x 9, 13, 5
	lxvw4x 56, 30, 0
	lxvw4x 40, 30, 11
	lxvw4x 35, 27, 20
	lxvwsx 49, 5, 13
	lxvwsx 42, 26, 30
	lxvwsx 62, 4, 22
	lxvwsx 9, 2, 4
	lxvx 3, 28, 31
	lxvx 44, 13, 28
	lxvx 2, 15, 20
	lxvx 51, 20, 6
	maddhd 29, 8, 24, 16
	maddhd 23, 21, 15, 0
	maddhd 1, 23, 5, 0
	maddhd 24, 31, 9, 25
	maddhdu 25, 20, 29, 5
	maddhdu 23, 4, 15, 14
	maddhdu 22, 10, 29, 1
	maddhdu 26, 1, 2, 22
	maddld 29, 1, 7, 27
	maddld 20, 24, 23, 12
	maddld 30, 18, 30, 27
	maddld 1, 24, 4, 25
	mbar
	mbar 11
	mbar 9
	mbar 21
	mcrf 5, 1
	mcrf 7, 7
	mcrf 4, 3
	mcrf 1, 7
	mcrfs 4, 5
	mcrfs 6, 2
	mcrfs 7, 0
	mcrfs 2, 0
	mcrxrx 2
	mcrxrx 5
	mcrxrx 3
	mcrxrx 4
	mfbhrbe 7, 0
	mfbhrbe 20, 1023
	mfbhrbe 26, 0
	mfbhrbe 9, 935
	mfcr 11
	mfcr 8
	mfcr 0
	mfcr 5
	mfctr 25
	mfctr 9
	mfctr 5
	mfctr 9
	mfdcr 0, 504
	mfbr2	8
	mfbr3	23
	mfdcr 10, 753
	mffs 28
	mffs 26
	mffs 14
	mffs 19
	mffscdrn 31, 8
	mffscdrn 10, 24
	mffscdrn 21, 27
	mffscdrn 22, 17
	mffscdrni 19, 0
	mffscdrni 21, 5
	mffscdrni 20, 7
	mffscdrni 12, 1
	mffsce 13
	mffsce 16
	mffsce 19
	mffsce 26
	mffscrn 13, 18
	mffscrn 15, 20
	mffscrn 19, 19
	mffscrn 22, 15
	mffscrni 31, 2
	mffscrni 14, 1
	mffscrni 26, 0
	mffscrni 26, 0
	mffsl 29
	mffsl 10
	mffsl 1
	mffsl 27
	mffs. 11
	mffs. 22
	mffs. 22
	mffs. 30
	mflr 28
	mflr 5
	mflr 14
	mflr 6
	mfmsr 24
	mfmsr 0
	mfmsr 18
	mfmsr 30
	mfocrf 12, 128
	mfocrf 6, 64
	mfocrf 0, 2
	mfocrf 11, 4
	mfpmr 31, 940
	mfpmr 11, 1
	mfpmr 18, 97
	mfpmr 25, 1023
	mfspr 31, 778
	mfspr 30, 937
	mfspr 2, 0
	mfspr 17, 431
	mfsr 6, 0
	mfsr 4, 12
	mfsr 23, 0
	mfsr 1, 1
	mfsrin 21, 31
	mfsrin 1, 19
	mfsrin 31, 2
	mfsrin 6, 14
	mftb 23, 221
	mftb 20, 456
	mftb 31, 90
	mftb 1, 660
	mfvrsave	6
	mfvrsave	28
	mfvrsave	7
	mfvrsave	24
	mfvscr 17
	mfvscr 2
	mfvscr 30
	mfvscr 0
	mfvsrd 3, 34
	mffprd	27, 30
	mffprd	25, 21
	mffprd	5, 1
	mfvsrld 29, 25
	mfvsrld 8, 30
	mfvsrld 17, 24
	mfvsrld 8, 17
	mffprwz	4, 31
	mfvsrwz 18, 57
	mffprwz	14, 18
	mffprwz	23, 16
	modsd 7, 16, 21
	modsd 21, 31, 3
	modsd 1, 29, 4
	modsd 31, 14, 14
	modsw 13, 11, 20
	modsw 24, 2, 8
	modsw 28, 31, 13
	modsw 1, 12, 13
	modud 21, 19, 4
	modud 31, 2, 11
	modud 27, 1, 3
	modud 1, 19, 6
	moduw 13, 11, 7
	moduw 9, 18, 13
	moduw 7, 7, 6
	moduw 4, 2, 28
	msgsync
	msgsync
	msgsync
	msgsync
	mtcr	30
	mtcrf 207, 29
	mtcrf 0, 4
	mtcrf 75, 6
	mtctr 3
	mtctr 13
	mtctr 12
	mtctr 5
	mtdcr 331, 13
	mtdcr 88, 7
	mtbr4	4
	mtdcr 456, 20
	mtfsb0 24
	mtfsb0 25
	mtfsb0 6
	mtfsb0 4
	mtfsb1 12
	mtfsb1 24
	mtfsb1 25
	mtfsb1 30
	mtfsf	7, 2
	mtfsf 37, 9, 1, 0
	mtfsf	255, 17
	mtfsf	0, 14
	mtfsfi	4, 11
	mtfsfi 6, 15, 1
	mtfsfi	6, 5
	mtfsfi	2, 9
	mtfsfi.	2, 4
	mtfsfi.	0, 3
	mtfsfi. 7, 5, 1
	mtfsfi. 6, 8, 1
	mtfsf.	24, 10
	mtfsf.	255, 26
	mtfsf.	69, 29
	mtfsf.	0, 24
	mtlr 20
	mtlr 5
	mtlr 14
	mtlr 8
	mtmsr 2, 1
	mtmsr	3
	mtmsr 25, 1
	mtmsr 28, 1
	mtmsrd	11
	mtmsrd	31
	mtmsrd 15, 1
	mtmsrd	20
	mtocrf 16, 31
	mtocrf 1, 1
	mtocrf 2, 5
	mtocrf 1, 17
	mtpmr 47, 9
	mtpmr 640, 18
	mtpmr 764, 24
	mtpmr 1023, 3
	mtspr 1023, 4
	mtdbatu	1, 24
	mtspr 717, 15
	mtpid	6
	mtsr 0, 21
	mtsr 12, 15
	mtsr 12, 22
	mtsr 6, 22
	mtsrin 17, 22
	mtsrin 18, 18
	mtsrin 25, 2
	mtsrin 7, 31
	mtvrsave	12
	mtvrsave	19
	mtvrsave	1
	mtvrsave	4
	mtvscr 28
	mtvscr 14
	mtvscr 16
	mtvscr 27
	mtvsrbm 23, 29
	mtvsrbm 18, 29
	mtvsrbm 12, 10
	mtvsrbm 26, 26
	mtvsrbmi 24, 1
	mtvsrbmi 16, 24337
	mtvsrbmi 2, 1
	mtvsrbmi 7, 62656
	mtfprd	10, 10
	mtvsrd 52, 6
	mtvsrd 54, 4
	mtfprd	12, 21
	mtvsrdd 56, 28, 29
	mtvsrdd 35, 5, 29
	mtvsrdd 45, 12, 11
	mtvsrdd 3, 7, 13
	mtvsrdm 7, 29
	mtvsrdm 1, 2
	mtvsrdm 25, 29
	mtvsrdm 20, 16
	mtvsrhm 24, 23
	mtvsrhm 30, 7
	mtvsrhm 16, 2
	mtvsrhm 27, 20
	mtvsrqm 16, 24
	mtvsrqm 14, 4
	mtvsrqm 19, 2
	mtvsrqm 22, 18
	mtfprwa	15, 5
	mtvsrwa 53, 3
	mtfprwa	17, 17
	mtfprwa	3, 7
	mtvsrwm 4, 15
	mtvsrwm 27, 0
	mtvsrwm 31, 4
	mtvsrwm 27, 1
	mtvsrws 16, 5
	mtvsrws 62, 22
	mtvsrws 55, 2
	mtvsrws 15, 14
	mtfprwz	28, 3
	mtvsrwz 48, 18
	mtvsrwz 39, 28
	mtfprwz	1, 5
	mulhd 3, 16, 0
	mulhd 23, 4, 20
	mulhd 27, 4, 17
	mulhd 24, 22, 20
	mulhdu 24, 19, 27
	mulhdu 31, 26, 11
	mulhdu 18, 1, 3
	mulhdu 0, 24, 7
	mulhdu. 25, 4, 16
	mulhdu. 1, 29, 4
	mulhdu. 10, 14, 5
	mulhdu. 5, 20, 6
	mulhd. 17, 10, 3
	mulhd. 11, 3, 3
	mulhd. 14, 29, 18
	mulhd. 23, 25, 27
	mulhw 23, 10, 12
	mulhw 6, 17, 28
	mulhw 21, 13, 10
	mulhw 2, 25, 24
	mulhwu 8, 26, 18
	mulhwu 14, 11, 16
	mulhwu 5, 28, 0
	mulhwu 29, 1, 8
	mulhwu. 0, 30, 10
	mulhwu. 20, 22, 7
	mulhwu. 26, 20, 5
	mulhwu. 17, 6, 14
	mulhw. 3, 11, 10
	mulhw. 23, 4, 19
	mulhw. 9, 12, 26
	mulhw. 12, 10, 28
	mulld 14, 1, 1
	mulld 13, 0, 6
	mulld 18, 19, 8
	mulld 5, 13, 7
	mulldo 31, 17, 25
	mulldo 7, 31, 22
	mulldo 29, 20, 18
	mulldo 7, 5, 23
	mulldo. 11, 24, 8
	mulldo. 15, 16, 24
	mulldo. 2, 24, 24
	mulldo. 15, 26, 20
	mulld. 29, 8, 0
	mulld. 5, 21, 26
	mulld. 18, 7, 2
	mulld. 19, 20, 21
	mulli 19, 10, 23710
	mulli 21, 2, 32767
	mulli 28, 21, -3424
	mulli 17, 10, -14822
	mullw 0, 12, 27
	mullw 9, 7, 3
	mullw 31, 20, 4
	mullw 15, 4, 6
	mullwo 0, 19, 28
	mullwo 13, 11, 26
	mullwo 15, 19, 22
	mullwo 25, 4, 14
	mullwo. 19, 24, 0
	mullwo. 12, 22, 12
	mullwo. 21, 7, 17
	mullwo. 23, 19, 26
	mullw. 8, 14, 24
	mullw. 18, 20, 31
	mullw. 28, 18, 29
	mullw. 11, 25, 31
	nand 8, 28, 16
	nand 17, 28, 14
	nand 20, 12, 7
	nand 22, 28, 26
	nand. 23, 22, 7
	nand. 15, 30, 25
	nand. 16, 30, 2
	nand. 15, 16, 9
	nap
	nap
	nap
	nap
	neg 14, 0
	neg 28, 17
	neg 16, 12
	neg 12, 18
	nego 28, 4
	nego 8, 10
	nego 27, 13
	nego 30, 12
	nego. 9, 8
	nego. 1, 5
	nego. 6, 7
	nego. 24, 1
	neg. 25, 22
	neg. 30, 3
	neg. 9, 18
	neg. 21, 24
	not	6, 14
	nor 14, 13, 22
	not	12, 15
	nor 26, 25, 15
	nor. 24, 0, 21
	not.	2, 12
	not.	4, 20
	not.	26, 6
	mr	6, 2
	or 21, 2, 20
	or 17, 9, 13
	or 19, 11, 5
	orc 10, 19, 1
	orc 24, 11, 28
	orc 26, 31, 27
	orc 29, 11, 22
	orc. 16, 14, 29
	orc. 11, 4, 17
	orc. 15, 3, 21
	orc. 14, 12, 7
	ori 11, 11, 14051
	ori 4, 28, 9110
	nop
	ori 28, 23, 58500
	oris 15, 18, 44164
	oris 10, 24, 0
	oris 1, 14, 0
	oris 2, 2, 13933
	or. 15, 2, 21
	mr.	26, 9
	or. 15, 12, 25
	mr.	0, 15
	paddi 9, 30, 4075734291, 0
	paddi 30, 30, 3605844663, 0
	paddi 11, 18, 0, 0
	paddi 4, 9, -1276733323, 0
	paddi	10, 0, 8589934591
	paddi	30, 16, 4591812861
	paddi	28, 28, -7862887106
	paddi	27, 19, -4995876541
	paddi 11, 0, -1868339539, 1
	paddi 22, 0, -1966497282, 1
	paddi 23, 0, -6855762358, 1
	paddi 4, 0, -32678771, 1
	paste.	13, 22
	paste.	0, 16
	paste. 29, 26, 0
	paste. 18, 8, 0
	pdepd 3, 4, 8
	pdepd 30, 20, 10
	pdepd 24, 1, 11
	pdepd 21, 10, 18
	pextd 17, 30, 19
	pextd 28, 18, 23
	pextd 25, 25, 0
	pextd 19, 27, 2
	plbz 16, 6305778133(11), 0
	plbz 11, -985238545(18), 0
	plbz 24, -181493498(2), 0
	plbz 7, 0(16), 0
	plbz 29, 1(3)
	plbz 26, -440910414(23)
	plbz 13, -256383725(24)
	plbz 23, -2568942685(9)
	plbz 3, 1775016343
	plbz 10, -7569766255
	plbz 11, 1
	plbz 14, 1
	plbz 25, -7850189692(0), 1
	plbz 4, -1138500272(0), 1
	plbz 2, -8589934592(0), 1
	plbz 16, -5985646112(0), 1
	pld 20, -4098915013(17), 0
	pld 14, -3697068678(6), 0
	pld 11, -6198120792(5), 0
	pld 25, 6640851116(22), 0
	pld 26, -6055705434(12)
	pld 6, -423867897(7)
	pld 6, 1764395867(17)
	pld 26, 8589934591(21)
	pld 23, 4680600887
	pld 31, 5465977764
	pld 27, -8589934592
	pld 26, -7551915206
	pld 6, -2072069502(0), 1
	pld 6, -8589934592(0), 1
	pld 15, 2720907181(0), 1
	pld 9, -5475205015(0), 1
	plfd 24, -3486077927(23), 0
	plfd 21, 5898726369(29), 0
	plfd 11, 4839958656(19), 0
	plfd 14, -4454267929(3), 0
	plfd 4, -4657392894(1)
	plfd 3, -8451824268(0)
	plfd 1, -6821514953(7)
	plfd 6, -6705450408(0)
	plfd 29, 518842091
	plfd 4, 6516933904
	plfd 31, -4037279889
	plfd 8, 3643111759
	plfd 4, 3277270701(0), 1
	plfd 5, -8468323361(0), 1
	plfd 5, 6396162181(0), 1
	plfd 16, 8383604857(0), 1
	plfs 0, -2717860559(4), 0
	plfs 13, -7541072743(3), 0
	plfs 5, 8589934591(21), 0
	plfs 26, 7264914316(13), 0
	plfs 10, 683372872(28)
	plfs 13, -2692032856(25)
	plfs 14, -3895522231(8)
	plfs 0, -6550823634(30)
	plfs 17, -5121241260
	plfs 15, 7534938316
	plfs 30, -6523432807
	plfs 17, -1007097314
	plfs 29, 5239554355(0), 1
	plfs 6, 5080701968(0), 1
	plfs 18, 1(0), 1
	plfs 26, 5010529355(0), 1
	plha 21, -8589934592(2), 0
	plha 23, 8288969404(12), 0
	plha 27, 6135209508(28), 0
	plha 29, 3160449204(4), 0
	plha 19, -5376559165(9)
	plha 25, -3180324859(6)
	plha 23, -7664475370(13)
	plha 5, -4139563630(28)
	plha 12, -3016856145
	plha 4, 4088664576
	plha 21, -8589934592
	plha 30, 2978377414
	plha 12, -7915432070(0), 1
	plha 7, -6474208810(0), 1
	plha 21, 6920993889(0), 1
	plha 8, 8589934591(0), 1
	plhz 24, 5107061625(7), 0
	plhz 3, 0(17), 0
	plhz 5, 2495908292(29), 0
	plhz 17, 1475876751(11), 0
	plhz 22, -8589934592(15)
	plhz 26, 4722987466(17)
	plhz 21, 0(6)
	plhz 19, 8589934591(7)
	plhz 30, -1965610134
	plhz 11, -4529835582
	plhz 10, 5971023665
	plhz 14, -5467906086
	plhz 7, 1(0), 1
	plhz 22, 2370499783(0), 1
	plhz 22, 7428604515(0), 1
	plhz 16, -6962878039(0), 1
	pli 19, 1441788156
	pli 6, -1303779826
	pli 22, -439556547
	pli 12, 1
	plwa 27, 2883664067(23), 0
	plwa 1, -5705423669(7), 0
	plwa 9, 1(18), 0
	plwa 15, 5858977554(16), 0
	plwa 18, -2829941279(24)
	plwa 28, 6883269790(21)
	plwa 27, -1603809024(16)
	plwa 6, 3948107929(25)
	plwa 22, -4569747156
	plwa 14, 1348115976
	plwa 27, -7836242826
	plwa 13, 108160722
	plwa 9, 5877450721(0), 1
	plwa 20, 285894799(0), 1
	plwa 24, -8589934592(0), 1
	plwa 7, -8589934592(0), 1
	plwz 21, -7383819674(5), 0
	plwz 9, 0(24), 0
	plwz 10, -5078564144(0), 0
	plwz 26, 8338009098(26), 0
	plwz 30, 7312341490(0)
	plwz 12, -3097137192(24)
	plwz 17, 0(12)
	plwz 8, -8360125710(25)
	plwz 15, 8589934591
	plwz 26, -1891771664
	plwz 31, -7421591973
	plwz 10, 4586514835
	plwz 4, -5337452175(0), 1
	plwz 7, 0(0), 1
	plwz 0, -4625717917(0), 1
	plwz 0, -4571627950(0), 1
	plxsd 29, -2936170173(11), 0
	plxsd 6, -7395715024(18), 0
	plxsd 17, 7749551564(22), 0
	plxsd 26, -8329230913(17), 0
	plxsd 16, -8589934592(28)
	plxsd 1, 3402113787(1)
	plxsd 3, 5902429574(4)
	plxsd 2, -8589934592(4)
	plxsd 3, 189409654
	plxsd 4, 1
	plxsd 16, -5498292263
	plxsd 28, 1834254657
	plxsd 4, -2426893155(0), 1
	plxsd 9, -232781367(0), 1
	plxsd 15, 2484251677(0), 1
	plxsd 2, -8364511028(0), 1
	plxssp 19, 4008357084(23), 0
	plxssp 24, 1006251383(23), 0
	plxssp 22, 2206770043(27), 0
	plxssp 14, -1(0), 0
	plxssp 13, 912027540(18)
	plxssp 6, -6043595585(20)
	plxssp 12, -6860986428(23)
	plxssp 16, 8589934591(25)
	plxssp 20, 0
	plxssp 12, -8062931036
	plxssp 17, -8333719904
	plxssp 24, 2745046039
	plxssp 28, 2686570309(0), 1
	plxssp 29, -8589934592(0), 1
	plxssp 1, 7288007787(0), 1
	plxssp 0, 4683331564(0), 1
	plxv 61, -991230951(13), 0
	plxv 50, -2036125495(3), 0
	plxv 3, 2383548714(28), 0
	plxv 49, -7934759201(27), 0
	plxvp 54, 4789656633(6), 0
	plxvp 22, 2058360497(18), 0
	plxvp 8, -2043646(16), 0
	plxvp 16, 4604756237(14), 0
	plxvp 30, 1(22)
	plxvp 42, 8589934591(30)
	plxvp 4, 0(1)
	plxvp 44, -5533090631(19)
	plxvp 32, 4611265993
	plxvp 50, -1
	plxvp 42, -2707271327
	plxvp 20, -7296987053
	plxvp 26, -7944479637(0), 1
	plxvp 50, 1(0), 1
	plxvp 54, 8580959326(0), 1
	plxvp 16, 8053950037(0), 1
	plxv 61, 5122965874(15)
	plxv 63, -404543879(12)
	plxv 62, 3761926622(15)
	plxv 20, 5823731591(14)
	plxv 1, 5626350536
	plxv 23, -4610074615
	plxv 62, 504122895
	plxv 36, -6383347934
	plxv 5, -8589934592(0), 1
	plxv 2, 8589934591(0), 1
	plxv 57, 4304719991(0), 1
	plxv 55, 8589934591(0), 1
	pmxvbf16ger2 4, 34, 60, 8, 10, 0
	pmxvbf16ger2 1, 53, 41, 5, 0, 0
	pmxvbf16ger2 4, 11, 43, 0, 4, 0
	pmxvbf16ger2 2, 13, 32, 9, 8, 1
	pmxvbf16ger2nn 2, 60, 58, 15, 15, 1
	pmxvbf16ger2nn 3, 47, 29, 0, 0, 2
	pmxvbf16ger2nn 5, 61, 19, 15, 4, 1
	pmxvbf16ger2nn 4, 0, 45, 1, 14, 2
	pmxvbf16ger2np 0, 1, 54, 12, 10, 3
	pmxvbf16ger2np 3, 29, 10, 6, 13, 1
	pmxvbf16ger2np 6, 52, 40, 1, 11, 2
	pmxvbf16ger2np 7, 62, 39, 9, 7, 2
	pmxvbf16ger2pn 6, 32, 48, 15, 11, 0
	pmxvbf16ger2pn 7, 5, 39, 8, 1, 1
	pmxvbf16ger2pn 1, 40, 62, 8, 2, 3
	pmxvbf16ger2pn 3, 3, 28, 14, 11, 0
	pmxvbf16ger2pp 5, 17, 34, 9, 3, 1
	pmxvbf16ger2pp 2, 22, 61, 0, 10, 0
	pmxvbf16ger2pp 0, 47, 31, 8, 0, 2
	pmxvbf16ger2pp 3, 12, 19, 13, 2, 1
	pmxvf16ger2 7, 33, 27, 5, 3, 3
	pmxvf16ger2 6, 62, 11, 1, 10, 0
	pmxvf16ger2 2, 8, 5, 13, 0, 3
	pmxvf16ger2 2, 22, 0, 2, 8, 0
	pmxvf16ger2nn 6, 62, 24, 4, 15, 3
	pmxvf16ger2nn 0, 28, 1, 0, 4, 0
	pmxvf16ger2nn 2, 51, 47, 10, 0, 0
	pmxvf16ger2nn 0, 13, 41, 0, 7, 2
	pmxvf16ger2np 0, 50, 8, 13, 0, 2
	pmxvf16ger2np 7, 27, 43, 0, 15, 2
	pmxvf16ger2np 6, 49, 5, 15, 9, 1
	pmxvf16ger2np 0, 32, 33, 1, 7, 3
	pmxvf16ger2pn 5, 16, 4, 2, 15, 3
	pmxvf16ger2pn 5, 2, 18, 12, 14, 0
	pmxvf16ger2pn 1, 35, 11, 0, 6, 3
	pmxvf16ger2pn 7, 17, 34, 1, 11, 2
	pmxvf16ger2pp 1, 3, 59, 7, 4, 2
	pmxvf16ger2pp 5, 36, 6, 0, 1, 0
	pmxvf16ger2pp 4, 31, 4, 12, 3, 0
	pmxvf16ger2pp 6, 6, 52, 0, 4, 0
	pmxvf32ger 6, 26, 31, 13, 13
	pmxvf32ger 1, 24, 60, 5, 12
	pmxvf32ger 3, 55, 26, 11, 0
	pmxvf32ger 0, 5, 55, 0, 15
	pmxvf32gernn 2, 45, 42, 1, 3
	pmxvf32gernn 7, 62, 61, 4, 0
	pmxvf32gernn 3, 56, 49, 6, 4
	pmxvf32gernn 2, 28, 10, 15, 14
	pmxvf32gernp 3, 1, 45, 15, 0
	pmxvf32gernp 5, 0, 39, 10, 14
	pmxvf32gernp 3, 33, 9, 9, 6
	pmxvf32gernp 3, 51, 3, 7, 6
	pmxvf32gerpn 7, 45, 38, 12, 5
	pmxvf32gerpn 3, 34, 11, 13, 1
	pmxvf32gerpn 3, 10, 3, 0, 0
	pmxvf32gerpn 1, 42, 60, 5, 0
	pmxvf32gerpp 2, 12, 56, 0, 2
	pmxvf32gerpp 2, 6, 0, 13, 8
	pmxvf32gerpp 6, 57, 27, 0, 3
	pmxvf32gerpp 1, 2, 29, 8, 0
	pmxvf64ger 3, 40, 8, 0, 3
	pmxvf64ger 6, 6, 11, 2, 0
	pmxvf64ger 3, 54, 12, 0, 0
	pmxvf64ger 1, 2, 62, 12, 3
	pmxvf64gernn 0, 16, 27, 0, 1
	pmxvf64gernn 4, 18, 32, 10, 0
	pmxvf64gernn 2, 24, 39, 0, 0
	pmxvf64gernn 5, 52, 63, 13, 3
	pmxvf64gernp 7, 6, 31, 1, 0
	pmxvf64gernp 1, 34, 47, 10, 1
	pmxvf64gernp 4, 14, 45, 1, 3
	pmxvf64gernp 5, 18, 32, 15, 2
	pmxvf64gerpn 6, 40, 41, 5, 1
	pmxvf64gerpn 5, 52, 30, 8, 0
	pmxvf64gerpn 2, 18, 34, 13, 0
	pmxvf64gerpn 3, 26, 57, 15, 1
	pmxvf64gerpp 5, 50, 58, 1, 0
	pmxvf64gerpp 7, 4, 42, 5, 0
	pmxvf64gerpp 7, 40, 23, 10, 3
	pmxvf64gerpp 7, 48, 19, 12, 1
	pmxvi16ger2 5, 41, 7, 9, 9, 1
	pmxvi16ger2 1, 6, 29, 2, 2, 2
	pmxvi16ger2 6, 0, 10, 5, 15, 2
	pmxvi16ger2 4, 48, 45, 8, 8, 2
	pmxvi16ger2pp 4, 49, 51, 11, 8, 0
	pmxvi16ger2pp 4, 19, 29, 11, 12, 1
	pmxvi16ger2pp 2, 38, 58, 0, 12, 3
	pmxvi16ger2pp 2, 36, 56, 7, 6, 0
	pmxvi16ger2s 1, 61, 9, 3, 15, 0
	pmxvi16ger2s 0, 19, 58, 3, 13, 3
	pmxvi16ger2s 0, 63, 19, 15, 10, 1
	pmxvi16ger2s 5, 37, 26, 0, 15, 1
	pmxvi16ger2spp 2, 12, 11, 0, 14, 2
	pmxvi16ger2spp 0, 60, 5, 0, 15, 0
	pmxvi16ger2spp 4, 6, 49, 14, 5, 2
	pmxvi16ger2spp 4, 40, 43, 0, 5, 1
	pmxvi4ger8 6, 18, 6, 4, 0, 204
	pmxvi4ger8 2, 39, 14, 1, 0, 30
	pmxvi4ger8 5, 1, 1, 13, 12, 46
	pmxvi4ger8 4, 11, 51, 14, 1, 125
	pmxvi4ger8pp 1, 21, 22, 12, 0, 28
	pmxvi4ger8pp 2, 13, 55, 1, 0, 33
	pmxvi4ger8pp 4, 33, 60, 5, 12, 253
	pmxvi4ger8pp 3, 63, 37, 0, 15, 1
	pmxvi8ger4 3, 62, 5, 6, 4, 5
	pmxvi8ger4 5, 5, 33, 2, 2, 10
	pmxvi8ger4 2, 13, 33, 8, 2, 7
	pmxvi8ger4 3, 13, 37, 9, 3, 1
	pmxvi8ger4pp 0, 63, 43, 8, 10, 1
	pmxvi8ger4pp 0, 17, 37, 9, 14, 13
	pmxvi8ger4pp 4, 20, 59, 2, 12, 0
	pmxvi8ger4pp 7, 5, 12, 0, 3, 5
	pmxvi8ger4spp 3, 45, 48, 13, 2, 0
	pmxvi8ger4spp 4, 21, 24, 4, 4, 15
	pmxvi8ger4spp 5, 18, 6, 12, 15, 3
	pmxvi8ger4spp 5, 20, 33, 13, 0, 12
	popcntb 24, 28
	popcntb 21, 7
	popcntb 5, 3
	popcntb 31, 29
	popcntd 3, 19
	popcntd 31, 17
	popcntd 27, 2
	popcntd 2, 6
	popcntw 7, 18
	popcntw 27, 28
	popcntw 19, 1
	popcntw 23, 4
	pstb 8, 2048618437(1), 0
	pstb 16, 8589934591(1), 0
	pstb 10, 3201537451(4), 0
	pstb 27, -4929466047(25), 0
	pstb 19, -5570397405(13)
	pstb 19, 7587604767(0)
	pstb 10, -6327484615(1)
	pstb 19, -5493330330(29)
	pstb 10, -5308504121
	pstb 6, -5460628544
	pstb 17, -8589934592
	pstb 3, -7233996360
	pstb 29, 1(0), 1
	pstb 15, 7644907784(0), 1
	pstb 6, 7526491839(0), 1
	pstb 12, 6476237422(0), 1
	pstd 8, 2148542775(24), 0
	pstd 30, -7441839994(0), 0
	pstd 7, -1(1), 0
	pstd 2, 5434392617(6), 0
	pstd 16, -2207751722(8)
	pstd 20, 0(23)
	pstd 4, 2859418709(28)
	pstd 12, 1744067673(28)
	pstd 0, -1519568116
	pstd 8, 8589934591
	pstd 0, -4304138335
	pstd 16, 6108633426
	pstd 28, 1(0), 1
	pstd 17, 7652447771(0), 1
	pstd 26, -1(0), 1
	pstd 30, -1(0), 1
	pstfd 7, 6730690697(30), 0
	pstfd 15, -7220140643(6), 0
	pstfd 2, 2343284354(7), 0
	pstfd 16, -817599099(16), 0
	pstfd 19, -1(14)
	pstfd 0, -3997154104(31)
	pstfd 30, 257710707(29)
	pstfd 14, 4359049177(25)
	pstfd 18, -946425870
	pstfd 18, 0
	pstfd 30, -4572350059
	pstfd 12, -1
	pstfd 21, 430860068(0), 1
	pstfd 4, -6872610428(0), 1
	pstfd 7, 1(0), 1
	pstfd 5, 3617529890(0), 1
	pstfs 18, -310057019(3), 0
	pstfs 2, -6328679380(30), 0
	pstfs 10, 3390160979(4), 0
	pstfs 8, 779911255(16), 0
	pstfs 24, 471263153(9)
	pstfs 10, -1992829246(22)
	pstfs 2, 2996392079(24)
	pstfs 21, 0(1)
	pstfs 19, -4533214586
	pstfs 7, 983257852
	pstfs 8, -4255177034
	pstfs 15, -859624455
	pstfs 18, -1(0), 1
	pstfs 9, -6117476870(0), 1
	pstfs 24, -5327755941(0), 1
	pstfs 0, -8589934592(0), 1
	psth 28, 1150764962(1), 0
	psth 2, -1432053805(12), 0
	psth 14, 6045161352(17), 0
	psth 9, -10494958(6), 0
	psth 14, 3035260923(17)
	psth 15, 6118053859(29)
	psth 9, 5574693023(0)
	psth 5, -4496709346(31)
	psth 9, 3855614803
	psth 2, 7260793077
	psth 30, -4596108728
	psth 1, -1
	psth 18, -416708013(0), 1
	psth 8, -7620979827(0), 1
	psth 12, -2266221417(0), 1
	psth 7, -1184275752(0), 1
	pstw 9, 3398062302(0), 0
	pstw 0, 5098431901(16), 0
	pstw 26, 7739287873(5), 0
	pstw 23, 3108481659(28), 0
	pstw 2, 5776146598(29)
	pstw 17, 2559408524(5)
	pstw 0, -6591843967(30)
	pstw 1, 4336470402(8)
	pstw 19, 5960910574
	pstw 5, 0
	pstw 9, -3162603573
	pstw 14, -746207632
	pstw 19, 1881449395(0), 1
	pstw 15, 7572772275(0), 1
	pstw 0, 2166429704(0), 1
	pstw 17, 0(0), 1
	pstxsd 23, 5380655816(24), 0
	pstxsd 20, -6658847459(16), 0
	pstxsd 31, -7052502914(8), 0
	pstxsd 8, 7890645535(8), 0
	pstxsd 17, -3290707996(27)
	pstxsd 17, -7666830692(10)
	pstxsd 24, 2986456604(20)
	pstxsd 3, -7281697178(15)
	pstxsd 22, 1
	pstxsd 0, -1006255802
	pstxsd 26, -1
	pstxsd 15, 1
	pstxsd 20, -2259075417(0), 1
	pstxsd 18, -1821461179(0), 1
	pstxsd 22, 628900577(0), 1
	pstxsd 21, 8589934591(0), 1
	pstxssp 29, 4497182231(22), 0
	pstxssp 22, -7703792067(23), 0
	pstxssp 30, -8589934592(30), 0
	pstxssp 25, -3208846624(25), 0
	pstxssp 23, -8589934592(31)
	pstxssp 24, 5652667444(12)
	pstxssp 24, -2382151076(17)
	pstxssp 16, 4943587321(17)
	pstxssp 6, -5156887828
	pstxssp 6, 5586952230
	pstxssp 26, -4588465666
	pstxssp 18, -3402742325
	pstxssp 23, 6850238653(0), 1
	pstxssp 18, -6809234231(0), 1
	pstxssp 14, -8589934592(0), 1
	pstxssp 28, -4248893843(0), 1
	pstxv 60, 1669426400(16), 0
	pstxv 42, -447480682(20), 0
	pstxv 52, 6112487172(23), 0
	pstxv 20, -7743326680(13), 0
	pstxvp 62, -8414955886(29), 0
	pstxvp 48, -1871926948(18), 0
	pstxvp 34, 4856347485(26), 0
	pstxvp 26, 2945173169(0), 0
	pstxvp 18, 3604855917(14)
	pstxvp 54, -2213134940(21)
	pstxvp 48, 8589934591(27)
	pstxvp 60, -1(1)
	pstxvp 56, -1
	pstxvp 22, -1429138671
	pstxvp 6, 8589934591
	pstxvp 2, 3142123636
	pstxvp 60, -5666470467(0), 1
	pstxvp 50, 1(0), 1
	pstxvp 62, 5896760614(0), 1
	pstxvp 58, -7282416857(0), 1
	pstxv 59, -7682885984(0)
	pstxv 9, -7029030013(0)
	pstxv 38, 8589934591(16)
	pstxv 59, 5109881719(9)
	pstxv 14, -3954691498
	pstxv 4, -7419632599
	pstxv 7, -1679990426
	pstxv 47, -6746774948
	pstxv 17, 5826838894(0), 1
	pstxv 0, 6028988022(0), 1
	pstxv 33, 2014948478(0), 1
	pstxv 5, -4176558425(0), 1
	rfci
	rfci
	rfci
	rfci
	rfdi
	rfdi
	rfdi
	rfdi
	rfebb
	rfebb
	rfebb
	rfebb
	rfi
	rfi
	rfi
	rfi
	rfid
	rfid
	rfid
	rfid
	rfmci
	rfmci
	rfmci
	rfmci
	rldcl 18, 14, 7, 21
	rotld	18, 0, 26
	rldcl 6, 3, 14, 63
	rldcl 20, 30, 25, 63
	rldcl. 24, 10, 24, 40
	rotld.	21, 30, 13
	rldcl. 25, 8, 18, 34
	rldcl. 30, 26, 29, 62
	rldcr 11, 20, 24, 63
	rldcr 19, 22, 12, 35
	rldcr 5, 7, 18, 4
	rldcr 11, 23, 20, 0
	rldcr. 7, 28, 3, 0
	rldcr. 4, 28, 27, 63
	rldcr. 24, 11, 15, 14
	rldcr. 5, 2, 0, 24
	rldic 22, 17, 20, 1
	rldic 28, 25, 1, 1
	rldic 23, 7, 23, 16
	rldic 3, 24, 37, 36
	clrldi	11, 26, 1
	rotldi	29, 7, 29
	rldicl 1, 31, 7, 61
	rldicl 10, 25, 46, 63
	rotldi.	27, 27, 32
	rotldi.	0, 3, 10
	clrldi.	4, 31, 29
	rotldi.	12, 2, 16
	rldicr 17, 25, 37, 17
	sldi 7, 14, 63
	rldicr 20, 10, 56, 61
	rldicr 15, 6, 0, 51
	rldicr. 22, 27, 29, 38
	rldicr. 6, 25, 61, 46
	rldicr. 8, 4, 46, 49
	rldicr. 10, 1, 41, 0
	rldic. 13, 7, 36, 56
	rldic. 4, 13, 54, 13
	rldic. 1, 4, 2, 16
	rldic. 5, 10, 36, 1
	rldimi 10, 9, 19, 38
	rldimi 19, 13, 39, 48
	rldimi 29, 15, 10, 45
	rldimi 19, 19, 0, 41
	rldimi. 7, 31, 0, 0
	rldimi. 7, 21, 32, 27
	rldimi. 10, 4, 48, 49
	rldimi. 17, 30, 17, 16
	rlwimi 21, 27, 7, 2, 6
	rlwimi 18, 29, 8, 0, 10
	rlwimi 30, 21, 16, 8, 22
	rlwimi 7, 20, 31, 31, 29
	rlwimi. 21, 23, 1, 20, 18
	rlwimi. 3, 23, 31, 20, 0
	rlwimi. 16, 4, 8, 0, 0
	rlwimi. 24, 9, 15, 0, 0
	rlwinm 14, 22, 16, 2, 22
	clrlwi	23, 28, 9
	rlwinm 18, 28, 14, 2, 0
	rotlwi	17, 20, 29
	rotlwi	10, 21, 4
	rlwinm 20, 6, 31, 6, 19
	rotlwi	31, 11, 31
	rlwinm 28, 18, 31, 21, 0
	rlwinm. 20, 26, 15, 1, 23
	rlwinm. 2, 21, 6, 24, 0
	clrlwi.	0, 25, 28
	rlwinm. 15, 27, 20, 31, 2
	clrlwi.	26, 20, 4
	rlwinm. 16, 8, 1, 0, 29
	rlwinm. 2, 11, 16, 6, 0
	rotlwi.	24, 23, 31
	rlwnm 14, 30, 9, 13, 0
	rlwnm 23, 5, 20, 15, 26
	rlwnm 29, 30, 22, 17, 2
	rlwnm 10, 7, 3, 1, 31
	rotlw.	10, 1, 30
	rlwnm. 11, 13, 23, 0, 8
	rlwnm. 21, 9, 4, 0, 11
	rlwnm. 30, 31, 1, 31, 1
	sc
	sc
	sc 103
	sc
	scv 81
	scv 83
	scv 22
	scv 120
	setb 2, 2
	setb 1, 1
	setb 22, 5
	setb 31, 2
	setbc 15, 20
	setbc 1, 28
	setbc 1, 5
	setbc 26, 19
	setbcr 13, 26
	setbcr 19, 1
	setbcr 2, 30
	setbcr 6, 27
	setnbc 11, 14
	setnbc 9, 30
	setnbc 24, 26
	setnbc 28, 4
	setnbcr 17, 15
	setnbcr 28, 30
	setnbcr 24, 21
	setnbcr 25, 15
	slbfee. 27, 20
	slbfee. 9, 5
	slbfee. 21, 14
	slbfee. 10, 18
	slbia
	slbia
	slbia
	slbia
	slbie 10
	slbie 2
	slbie 0
	slbie 10
	slbieg 17, 18
	slbieg 14, 22
	slbieg 24, 7
	slbieg 14, 14
	slbmfee 22, 29
	slbmfee 6, 23
	slbmfee 2, 0
	slbmfee 13, 31
	slbmfev 24, 22
	slbmfev 23, 8
	slbmfev 24, 3
	slbmfev 3, 23
	slbmte 19, 18
	slbmte 14, 12
	slbmte 25, 18
	slbmte 22, 10
	slbsync
	slbsync
	slbsync
	slbsync
	sld 22, 10, 21
	sld 14, 5, 0
	sld 19, 11, 29
	sld 31, 27, 2
	sld. 27, 28, 28
	sld. 15, 16, 18
	sld. 0, 5, 15
	sld. 3, 2, 13
	slw 28, 7, 10
	slw 26, 2, 19
	slw 11, 31, 14
	slw 17, 25, 28
	slw. 23, 26, 3
	slw. 29, 18, 25
	slw. 0, 9, 15
	slw. 4, 5, 16
	srad 9, 26, 1
	srad 9, 6, 9
	srad 24, 1, 16
	srad 5, 7, 30
	sradi 16, 10, 0
	sradi 23, 31, 19
	sradi 4, 9, 20
	sradi 18, 12, 4
	sradi. 21, 11, 35
	sradi. 10, 14, 27
	sradi. 12, 9, 4
	sradi. 23, 26, 8
	srad. 12, 29, 15
	srad. 20, 25, 16
	srad. 16, 21, 15
	srad. 10, 21, 16
	sraw 4, 12, 17
	sraw 4, 30, 20
	sraw 2, 4, 13
	sraw 13, 1, 10
	srawi 7, 29, 26
	srawi 9, 3, 28
	srawi 19, 15, 14
	srawi 8, 3, 27
	srawi. 25, 15, 25
	srawi. 30, 16, 0
	srawi. 18, 18, 31
	srawi. 23, 24, 17
	sraw. 12, 6, 31
	sraw. 23, 5, 31
	sraw. 27, 28, 9
	sraw. 29, 1, 30
	srd 26, 5, 26
	srd 13, 15, 10
	srd 0, 16, 16
	srd 9, 26, 27
	srd. 11, 13, 29
	srd. 23, 17, 26
	srd. 28, 25, 20
	srd. 4, 12, 24
	srw 16, 20, 24
	srw 29, 25, 30
	srw 10, 8, 0
	srw 9, 0, 1
	srw. 17, 30, 6
	srw. 11, 28, 10
	srw. 24, 18, 18
	srw. 9, 16, 13
	stb 16, -3600(27)
	stb 4, 24224(15)
	stb 31, 2390(19)
	stb 17, -32768(22)
	stbcix 5, 7, 22
	stbcix 10, 21, 29
	stbcix 10, 14, 19
	stbcix 20, 21, 2
	stbcx. 24, 3, 5
	stbcx. 1, 14, 22
	stbcx. 24, 31, 27
	stbcx. 26, 28, 18
	stbepx 23, 29, 3
	stbepx 4, 9, 12
	stbepx 4, 2, 3
	stbepx 10, 18, 18
	stbu 16, -24611(3)
	stbu 13, 29058(24)
	stbu 9, -10801(11)
	stbu 20, 20169(14)
	stbux 9, 15, 5
	stbux 0, 5, 29
	stbux 1, 10, 12
	stbux 4, 15, 8
	stbx 8, 16, 11
	stbx 2, 27, 21
	stbx 14, 30, 26
	stbx 10, 24, 1
	std 21, 3408(6)
	std 6, 12924(26)
	std 31, 17024(27)
	std 15, -27628(11)
	stdat 29, 1, 26
	stdat 16, 11, 0
	stdat 13, 22, 0
	stdat 19, 20, 21
	stdbrx 29, 16, 3
	stdbrx 19, 18, 2
	stdbrx 21, 1, 31
	stdbrx 9, 24, 22
	stdcix 26, 11, 2
	stdcix 28, 26, 3
	stdcix 8, 27, 19
	stdcix 7, 29, 9
	stdcx. 3, 11, 13
	stdcx. 16, 1, 6
	stdcx. 19, 29, 11
	stdcx. 31, 8, 0
	stdu 16, 11532(1)
	stdu 28, 2368(5)
	stdu 13, 6480(24)
	stdu 22, -26872(8)
	stdux 2, 0, 14
	stdux 21, 13, 6
	stdux 22, 6, 16
	stdux 12, 7, 16
	stdx 8, 6, 31
	stdx 19, 12, 24
	stdx 19, 30, 10
	stdx 3, 25, 10
	stfd 21, 17814(24)
	stfd 18, 28463(31)
	stfd 17, -23220(5)
	stfd 30, 5287(29)
	stfdepx 7, 1, 5
	stfdepx 9, 30, 13
	stfdepx 22, 18, 27
	stfdepx 31, 11, 5
	stfdu 19, 9649(8)
	stfdu 30, 18382(9)
	stfdu 9, 15766(17)
	stfdu 18, -26155(19)
	stfdux 7, 18, 4
	stfdux 19, 7, 9
	stfdux 11, 10, 30
	stfdux 9, 4, 25
	stfdx 13, 27, 25
	stfdx 4, 15, 21
	stfdx 1, 16, 23
	stfdx 23, 23, 25
	stfiwx 18, 27, 19
	stfiwx 23, 20, 11
	stfiwx 22, 5, 4
	stfiwx 3, 22, 16
	stfs 11, -30498(13)
	stfs 16, -10363(1)
	stfs 4, -32768(30)
	stfs 14, -1(6)
	stfsu 2, 22693(17)
	stfsu 5, 22175(20)
	stfsu 1, 1(17)
	stfsu 12, -8069(17)
	stfsux 27, 9, 30
	stfsux 14, 20, 7
	stfsux 31, 1, 30
	stfsux 31, 3, 13
	stfsx 18, 30, 6
	stfsx 11, 5, 16
	stfsx 30, 24, 11
	stfsx 22, 31, 0
	sth 8, 30557(15)
	sth 9, 19272(18)
	sth 19, 32767(3)
	sth 24, -4945(22)
	sthbrx 25, 11, 13
	sthbrx 21, 22, 30
	sthbrx 14, 10, 14
	sthbrx 0, 12, 16
	sthcix 4, 8, 8
	sthcix 25, 20, 9
	sthcix 31, 13, 1
	sthcix 8, 18, 13
	sthcx. 16, 26, 18
	sthcx. 24, 17, 12
	sthcx. 13, 21, 15
	sthcx. 24, 8, 2
	sthepx 26, 8, 25
	sthepx 24, 15, 30
	sthepx 14, 19, 10
	sthepx 29, 21, 0
	sthu 9, -14681(1)
	sthu 17, -22488(1)
	sthu 4, 0(0)
	sthu 17, 6178(7)
	sthux 4, 5, 20
	sthux 23, 18, 29
	sthux 0, 19, 23
	sthux 3, 0, 28
	sthx 28, 5, 20
	sthx 25, 8, 31
	sthx 4, 17, 26
	sthx 23, 8, 1
	stmw 26, 28355(4)
	stmw 13, 0(6)
	stmw 12, 0(23)
	stmw 9, -10656(3)
	stop
	stop
	stop
	stop
	stq 16, -7584(5)
	stq 24, -6772(18)
	stq 2, 28268(8)
	stq 14, 1636(18)
	stqcx. 30, 4, 18
	stqcx. 10, 19, 4
	stqcx. 18, 14, 28
	stqcx. 6, 29, 0
	stswi 12, 11, 31
	stswi 10, 25, 12
	stswi 15, 24, 23
	stswi 4, 24, 27
	stvebx 31, 14, 25
	stvebx 20, 8, 20
	stvebx 30, 12, 11
	stvebx 19, 6, 6
	stvehx 27, 8, 29
	stvehx 8, 6, 10
	stvehx 7, 29, 3
	stvehx 22, 7, 15
	stvewx 3, 30, 1
	stvewx 25, 30, 12
	stvewx 2, 21, 31
	stvewx 26, 20, 4
	stvx 22, 23, 15
	stvx 25, 26, 20
	stvx 14, 3, 22
	stvx 13, 8, 10
	stvxl 3, 22, 15
	stvxl 3, 3, 28
	stvxl 18, 0, 25
	stvxl 11, 22, 2
	stw 25, 30387(11)
	stw 31, 24040(14)
	stw 3, -28414(11)
	stw 29, -1(3)
	stwat 22, 11, 28
	stwat 24, 25, 16
	stwat 22, 10, 30
	stwat 12, 7, 0
	stwbrx 2, 23, 7
	stwbrx 10, 14, 19
	stwbrx 1, 9, 7
	stwbrx 15, 17, 27
	stwcix 8, 5, 16
	stwcix 14, 5, 15
	stwcix 2, 2, 12
	stwcix 9, 22, 3
	stwcx. 12, 5, 14
	stwcx. 13, 12, 28
	stwcx. 25, 4, 30
	stwcx. 12, 3, 0
	stwepx 5, 18, 17
	stwepx 21, 10, 1
	stwepx 4, 6, 2
	stwepx 18, 9, 21
	stwu 15, 16029(25)
	stwu 0, 21852(16)
	stwu 25, -1(6)
	stwu 26, -21838(12)
	stwux 28, 8, 1
	stwux 17, 6, 6
	stwux 15, 6, 31
	stwux 29, 14, 18
	stwx 11, 12, 2
	stwx 17, 18, 13
	stwx 7, 19, 9
	stwx 1, 13, 4
	stxsd 28, -25732(10)
	stxsd 20, -24032(1)
	stxsd 15, -1708(21)
	stxsd 18, -12944(4)
	stxsdx 0, 24, 18
	stxsdx 28, 31, 19
	stxsdx 6, 23, 10
	stxsdx 13, 19, 9
	stxsibx 25, 0, 20
	stxsibx 55, 2, 19
	stxsibx 56, 6, 30
	stxsibx 5, 3, 12
	stxsihx 48, 29, 0
	stxsihx 11, 25, 23
	stxsihx 23, 18, 7
	stxsihx 25, 5, 11
	stxsiwx 0, 11, 10
	stxsiwx 48, 23, 8
	stxsiwx 20, 18, 15
	stxsiwx 63, 13, 4
	stxssp 15, 16220(5)
	stxssp 23, 31080(29)
	stxssp 16, -29008(16)
	stxssp 9, -31536(3)
	stxsspx 21, 28, 6
	stxsspx 0, 2, 25
	stxsspx 26, 29, 15
	stxsspx 1, 31, 12
	stxv 12, 17520(26)
	stxv 52, -32768(29)
	stxv 59, 30304(28)
	stxv 4, -3904(1)
	stxvb16x 18, 12, 3
	stxvb16x 55, 9, 28
	stxvb16x 11, 10, 7
	stxvb16x 5, 25, 26
	stxvd2x 48, 4, 2
	stxvd2x 42, 27, 29
	stxvd2x 31, 9, 21
	stxvd2x 52, 16, 21
	stxvh8x 2, 31, 26
	stxvh8x 37, 1, 4
	stxvh8x 61, 14, 4
	stxvh8x 58, 6, 28
	stxvl 22, 7, 11
	stxvl 16, 16, 21
	stxvl 22, 12, 28
	stxvl 57, 9, 19
	stxvll 9, 19, 13
	stxvll 49, 10, 23
	stxvll 22, 25, 5
	stxvll 11, 5, 4
	stxvp 14, 27536(28)
	stxvp 14, -29072(11)
	stxvp 50, -6336(10)
	stxvp 20, -14736(22)
	stxvprl 22, 1, 22
	stxvprl 32, 28, 13
	stxvprl 40, 6, 0
	stxvprl 34, 19, 22
	stxvprll 46, 10, 2
	stxvprll 60, 26, 18
	stxvprll 14, 14, 5
	stxvprll 46, 21, 17
	stxvpx 28, 13, 9
	stxvpx 14, 14, 15
	stxvpx 28, 26, 21
	stxvpx 16, 1, 28
	stxvrbx 12, 3, 8
	stxvrbx 16, 28, 24
	stxvrbx 30, 9, 20
	stxvrbx 30, 23, 17
	stxvrdx 4, 10, 24
	stxvrdx 39, 30, 9
	stxvrdx 35, 16, 23
	stxvrdx 48, 9, 27
	stxvrhx 29, 14, 2
	stxvrhx 39, 27, 3
	stxvrhx 25, 30, 15
	stxvrhx 6, 23, 27
	stxvrl 8, 21, 11
	stxvrl 40, 17, 30
	stxvrl 39, 20, 22
	stxvrl 13, 30, 8
	stxvrll 28, 15, 24
	stxvrll 12, 5, 15
	stxvrll 30, 24, 13
	stxvrll 28, 12, 27
	stxvrwx 26, 19, 9
	stxvrwx 53, 10, 0
	stxvrwx 23, 18, 24
	stxvrwx 11, 4, 29
	stxvw4x 36, 9, 26
	stxvw4x 7, 4, 28
	stxvw4x 13, 3, 2
	stxvw4x 5, 10, 5
	stxvx 28, 16, 5
	stxvx 32, 5, 5
	stxvx 42, 31, 16
	stxvx 59, 21, 26
	sub	27, 20, 15
	sub	5, 22, 17
	sub	25, 23, 25
	sub	19, 3, 0
	subc	20, 13, 1
	subc	12, 18, 26
	subc	20, 16, 22
	subc	30, 27, 17
	subfco 2, 3, 3
	subfco 7, 11, 14
	subfco 19, 10, 16
	subfco 2, 16, 31
	subfco. 27, 15, 4
	subfco. 21, 18, 19
	subfco. 7, 24, 1
	subfco. 14, 3, 7
	subc.	3, 11, 24
	subc.	29, 8, 18
	subc.	29, 14, 20
	subc.	31, 29, 1
	subfe 30, 16, 18
	subfe 28, 23, 11
	subfe 4, 17, 13
	subfe 28, 24, 31
	subfeo 14, 1, 13
	subfeo 22, 27, 27
	subfeo 7, 15, 4
	subfeo 11, 30, 17
	subfeo. 26, 7, 24
	subfeo. 23, 25, 2
	subfeo. 20, 20, 30
	subfeo. 4, 24, 3
	subfe. 9, 30, 6
	subfe. 29, 15, 15
	subfe. 0, 11, 20
	subfe. 26, 7, 30
	subfic 20, 3, 11786
	subfic 3, 31, -14837
	subfic 6, 12, -9348
	subfic 25, 19, -9052
	subfme 11, 26
	subfme 8, 27
	subfme 29, 30
	subfme 25, 12
	subfmeo 23, 1
	subfmeo 11, 3
	subfmeo 1, 6
	subfmeo 11, 3
	subfmeo. 14, 15
	subfmeo. 23, 7
	subfmeo. 26, 26
	subfmeo. 14, 22
	subfme. 29, 5
	subfme. 24, 29
	subfme. 17, 8
	subfme. 9, 6
	subfo 31, 21, 21
	subfo 3, 10, 2
	subfo 31, 26, 28
	subfo 31, 21, 23
	subfo. 30, 3, 12
	subfo. 30, 27, 19
	subfo. 7, 5, 16
	subfo. 19, 10, 29
	subfus 25, 1, 11, 26
	subfus 3, 0, 14, 30
	subfus 13, 0, 21, 6
	subfus 7, 1, 2, 1
	subfus. 2, 1, 0, 11
	subfus. 24, 0, 4, 1
	subfus. 31, 0, 19, 20
	subfus. 29, 1, 24, 24
	subfze 26, 14
	subfze 5, 26
	subfze 1, 3
	subfze 5, 4
	subfzeo 10, 26
	subfzeo 23, 13
	subfzeo 29, 3
	subfzeo 2, 24
	subfzeo. 16, 15
	subfzeo. 8, 27
	subfzeo. 30, 13
	subfzeo. 23, 31
	subfze. 10, 13
	subfze. 7, 25
	subfze. 15, 31
	subfze. 0, 28
	sub.	14, 31, 6
	sub.	4, 29, 24
	sub.	7, 20, 18
	sub.	3, 20, 25
	sync 3
	ptesync
	sync
	ptesync
	plwsync
	sync	6
	sync 7, 1
	phwsync
	tabortdci. 31, 12, 21
	tabortdci. 2, 15, 14
	tabortdci. 26, 26, 9
	tabortdci. 25, 0, 25
	tabortdc. 12, 18, 2
	tabortdc. 31, 29, 18
	tabortdc. 17, 19, 21
	tabortdc. 0, 20, 24
	tabortwci. 2, 9, 3
	tabortwci. 0, 16, 0
	tabortwci. 31, 9, 14
	tabortwci. 14, 23, 27
	tabortwc. 13, 6, 23
	tabortwc. 2, 27, 15
	tabortwc. 0, 21, 28
	tabortwc. 22, 7, 21
	tabort. 9
	tabort. 26
	tabort. 21
	tabort. 8
	tbegin. 1
	tbegin. 0
	tbegin. 1
	tbegin. 0
	tcheck 0
	tcheck 5
	tcheck 4
	tcheck 2
	td 17, 19, 20
	tdeq	10, 20
	tdlgt	12, 23
	td 14, 4, 12
	tdi 18, 21, 2268
	tdi 30, 27, 27172
	tdlti	18, -1
	tdi 18, 12, 14575
	tendall.
	tend.
	tend.
	tend.
	tlbia
	tlbia
	tlbia
	tlbia
	tlbie 12,22
	tlbie 2,7
	tlbie	2
	tlbie 6,17
	tlbiel 24
	tlbiel 31
	tlbiel 12
	tlbiel 23
	tlbilxlpid
	tlbilx 0, 19, 29
	tlbilx 1, 22, 19
	tlbilx 0, 13, 26
	tlbivax 25, 29
	tlbivax 10, 23
	tlbivax 28, 20
	tlbivax 12, 4
	tlbld 0
	tlbld 12
	tlbld 19
	tlbld 13
	tlbli 4
	tlbli 16
	tlbli 20
	tlbli 26
	tlbre
	tlbre
	tlbre
	tlbre
	tlbrelo	25, 1
	tlbrehi	31, 23
	tlbrelo	11, 29
	tlbrehi	22, 2
	tlbsx 25, 1
	tlbsx 25, 4
	tlbsx 28, 1
	tlbsx 12, 14
	tlbsx 15, 0, 6
	tlbsx 27, 23, 26
	tlbsx 8, 10, 10
	tlbsx 24, 29, 7
	tlbsx. 23, 6, 29
	tlbsx. 15, 24, 25
	tlbsx. 28, 4, 6
	tlbsx. 25, 20, 16
	tlbsync
	tlbsync
	tlbsync
	tlbsync
	tlbwe
	tlbwe
	tlbwe
	tlbwe
	tlbwehi	2, 7
	tlbwehi	15, 0
	tlbwehi	18, 3
	tlbwehi	4, 25
	trechkpt.
	trechkpt.
	trechkpt.
	trechkpt.
	treclaim. 24
	treclaim. 14
	treclaim. 18
	treclaim. 14
	tresume.
	tsuspend.
	tresume.
	tsuspend.
	tw 18, 10, 29
	tw 9, 28, 0
	twlt	20, 7
	tw 11, 5, 9
	twnei	20, 0
	twlgti	29, -31754
	twi 14, 13, 15387
	twi 0, 27, 17357
	vabsdub 0, 10, 6
	vabsdub 31, 4, 13
	vabsdub 16, 19, 12
	vabsdub 25, 30, 14
	vabsduh 19, 24, 20
	vabsduh 19, 29, 12
	vabsduh 28, 3, 9
	vabsduh 17, 17, 5
	vabsduw 15, 16, 31
	vabsduw 13, 27, 30
	vabsduw 17, 27, 3
	vabsduw 10, 26, 25
	vaddcuq 12, 16, 12
	vaddcuq 20, 1, 10
	vaddcuq 12, 17, 16
	vaddcuq 20, 12, 23
	vaddcuw 26, 27, 9
	vaddcuw 26, 6, 13
	vaddcuw 7, 2, 13
	vaddcuw 16, 24, 20
	vaddecuq 12, 17, 30, 21
	vaddecuq 19, 17, 13, 3
	vaddecuq 2, 17, 15, 0
	vaddecuq 2, 23, 20, 7
	vaddeuqm 31, 13, 31, 29
	vaddeuqm 26, 19, 3, 13
	vaddeuqm 0, 23, 31, 19
	vaddeuqm 15, 4, 7, 31
	vaddfp 17, 29, 4
	vaddfp 9, 11, 24
	vaddfp 27, 21, 5
	vaddfp 7, 27, 29
	vaddsbs 10, 30, 28
	vaddsbs 6, 26, 28
	vaddsbs 10, 29, 12
	vaddsbs 4, 23, 0
	vaddshs 20, 15, 29
	vaddshs 14, 7, 10
	vaddshs 23, 12, 7
	vaddshs 15, 18, 24
	vaddsws 12, 16, 15
	vaddsws 4, 11, 11
	vaddsws 6, 8, 0
	vaddsws 22, 7, 16
	vaddubm 31, 19, 15
	vaddubm 11, 5, 2
	vaddubm 24, 31, 3
	vaddubm 18, 23, 25
	vaddubs 28, 21, 13
	vaddubs 5, 27, 10
	vaddubs 29, 5, 4
	vaddubs 10, 14, 31
	vaddudm 2, 12, 16
	vaddudm 21, 21, 17
	vaddudm 20, 25, 1
	vaddudm 3, 10, 22
	vadduhm 12, 9, 10
	vadduhm 0, 0, 2
	vadduhm 15, 13, 29
	vadduhm 31, 13, 23
	vadduhs 18, 30, 9
	vadduhs 15, 12, 31
	vadduhs 0, 1, 31
	vadduhs 12, 5, 6
	vadduqm 11, 7, 8
	vadduqm 23, 9, 13
	vadduqm 28, 31, 7
	vadduqm 23, 5, 29
	vadduwm 13, 6, 24
	vadduwm 23, 15, 8
	vadduwm 21, 14, 19
	vadduwm 16, 30, 3
	vadduws 29, 13, 22
	vadduws 25, 20, 7
	vadduws 24, 16, 0
	vadduws 20, 5, 29
	vand 31, 25, 22
	vand 18, 28, 12
	vand 30, 14, 18
	vand 8, 23, 4
	vandc 23, 14, 9
	vandc 24, 14, 19
	vandc 29, 27, 27
	vandc 12, 22, 3
	vavgsb 20, 8, 3
	vavgsb 22, 5, 16
	vavgsb 30, 19, 19
	vavgsb 17, 10, 10
	vavgsh 4, 10, 16
	vavgsh 2, 20, 5
	vavgsh 1, 20, 11
	vavgsh 19, 31, 2
	vavgsw 23, 28, 20
	vavgsw 9, 13, 13
	vavgsw 14, 13, 18
	vavgsw 15, 19, 24
	vavgub 16, 3, 19
	vavgub 15, 26, 3
	vavgub 7, 10, 29
	vavgub 18, 29, 25
	vavguh 25, 7, 16
	vavguh 5, 27, 6
	vavguh 10, 28, 1
	vavguh 25, 19, 2
	vavguw 19, 3, 0
	vavguw 11, 20, 26
	vavguw 5, 21, 14
	vavguw 16, 6, 10
	vbpermd 25, 17, 13
	vbpermd 0, 2, 8
	vbpermd 13, 3, 20
	vbpermd 21, 4, 11
	vbpermq 11, 21, 9
	vbpermq 21, 16, 5
	vbpermq 8, 1, 31
	vbpermq 12, 2, 2
	vcfsx 16, 24, 8
	vcfsx 13, 9, 15
	vcfsx 0, 5, 0
	vcfsx 5, 15, 15
	vcfuged 19, 12, 9
	vcfuged 4, 30, 15
	vcfuged 3, 9, 18
	vcfuged 29, 4, 2
	vcfux 18, 6, 16
	vcfux 4, 22, 27
	vcfux 6, 27, 31
	vcfux 26, 22, 30
	vcipher 5, 14, 24
	vcipher 24, 14, 25
	vcipher 19, 7, 18
	vcipher 30, 16, 27
	vcipherlast 22, 17, 21
	vcipherlast 10, 2, 19
	vcipherlast 1, 19, 18
	vcipherlast 20, 7, 6
	vclrlb 29, 17, 7
	vclrlb 8, 28, 29
	vclrlb 17, 9, 13
	vclrlb 24, 14, 17
	vclrrb 21, 31, 25
	vclrrb 9, 7, 18
	vclrrb 20, 28, 18
	vclrrb 13, 17, 0
	vclzb 11, 30
	vclzb 21, 28
	vclzb 14, 1
	vclzb 19, 10
	vclzd 0, 8
	vclzd 20, 25
	vclzd 9, 9
	vclzd 0, 18
	vclzdm 2, 1, 20
	vclzdm 4, 14, 0
	vclzdm 11, 28, 10
	vclzdm 31, 18, 30
	vclzh 1, 18
	vclzh 16, 23
	vclzh 23, 21
	vclzh 3, 31
	vclzlsbb 24, 26
	vclzlsbb 28, 16
	vclzlsbb 17, 2
	vclzlsbb 27, 28
	vclzw 30, 18
	vclzw 10, 20
	vclzw 28, 25
	vclzw 13, 12
	vcmpbfp 5, 12, 15
	vcmpbfp 21, 25, 0
	vcmpbfp 25, 24, 10
	vcmpbfp 15, 18, 28
	vcmpbfp. 20, 9, 22
	vcmpbfp. 17, 7, 6
	vcmpbfp. 25, 0, 9
	vcmpbfp. 7, 31, 16
	vcmpeqfp 16, 9, 16
	vcmpeqfp 3, 16, 29
	vcmpeqfp 9, 4, 23
	vcmpeqfp 3, 20, 0
	vcmpeqfp. 27, 0, 7
	vcmpeqfp. 28, 31, 31
	vcmpeqfp. 9, 30, 8
	vcmpeqfp. 4, 9, 29
	vcmpequb 25, 5, 8
	vcmpequb 11, 11, 28
	vcmpequb 6, 24, 3
	vcmpequb 18, 24, 9
	vcmpequb. 2, 2, 2
	vcmpequb. 2, 9, 13
	vcmpequb. 23, 0, 14
	vcmpequb. 25, 31, 25
	vcmpequd 9, 2, 10
	vcmpequd 3, 26, 15
	vcmpequd 3, 2, 6
	vcmpequd 2, 30, 2
	vcmpequd. 17, 14, 21
	vcmpequd. 13, 3, 6
	vcmpequd. 20, 11, 5
	vcmpequd. 31, 18, 10
	vcmpequh 10, 24, 2
	vcmpequh 28, 17, 2
	vcmpequh 14, 27, 12
	vcmpequh 20, 1, 23
	vcmpequh. 7, 11, 17
	vcmpequh. 4, 30, 28
	vcmpequh. 4, 14, 0
	vcmpequh. 25, 4, 23
	vcmpequq 27, 7, 27
	vcmpequq 30, 0, 22
	vcmpequq 0, 24, 29
	vcmpequq 8, 21, 5
	vcmpequq. 24, 16, 22
	vcmpequq. 31, 13, 24
	vcmpequq. 2, 29, 12
	vcmpequq. 21, 10, 23
	vcmpequw 12, 27, 31
	vcmpequw 11, 2, 8
	vcmpequw 5, 22, 26
	vcmpequw 29, 10, 14
	vcmpequw. 28, 3, 31
	vcmpequw. 25, 6, 19
	vcmpequw. 26, 30, 27
	vcmpequw. 10, 16, 1
	vcmpgefp 22, 2, 31
	vcmpgefp 17, 1, 24
	vcmpgefp 7, 24, 7
	vcmpgefp 30, 27, 23
	vcmpgefp. 26, 25, 2
	vcmpgefp. 26, 8, 30
	vcmpgefp. 28, 22, 19
	vcmpgefp. 5, 15, 9
	vcmpgtfp 7, 22, 10
	vcmpgtfp 4, 5, 23
	vcmpgtfp 18, 3, 19
	vcmpgtfp 8, 20, 19
	vcmpgtfp. 8, 6, 12
	vcmpgtfp. 29, 24, 29
	vcmpgtfp. 23, 9, 18
	vcmpgtfp. 1, 7, 7
	vcmpgtsb 30, 0, 0
	vcmpgtsb 8, 25, 6
	vcmpgtsb 29, 17, 21
	vcmpgtsb 9, 22, 20
	vcmpgtsb. 22, 29, 6
	vcmpgtsb. 27, 18, 3
	vcmpgtsb. 5, 20, 17
	vcmpgtsb. 20, 10, 9
	vcmpgtsd 12, 12, 5
	vcmpgtsd 13, 4, 17
	vcmpgtsd 27, 27, 26
	vcmpgtsd 5, 3, 30
	vcmpgtsd. 28, 1, 5
	vcmpgtsd. 18, 15, 2
	vcmpgtsd. 0, 9, 26
	vcmpgtsd. 14, 6, 4
	vcmpgtsh 19, 3, 14
	vcmpgtsh 4, 11, 25
	vcmpgtsh 27, 2, 3
	vcmpgtsh 7, 31, 28
	vcmpgtsh. 20, 24, 1
	vcmpgtsh. 1, 22, 22
	vcmpgtsh. 20, 3, 28
	vcmpgtsh. 17, 1, 7
	vcmpgtsq 26, 8, 25
	vcmpgtsq 26, 3, 31
	vcmpgtsq 31, 1, 20
	vcmpgtsq 3, 22, 27
	vcmpgtsq. 25, 26, 6
	vcmpgtsq. 12, 13, 28
	vcmpgtsq. 12, 8, 11
	vcmpgtsq. 19, 9, 14
	vcmpgtsw 9, 11, 8
	vcmpgtsw 29, 19, 7
	vcmpgtsw 30, 0, 23
	vcmpgtsw 15, 25, 24
	vcmpgtsw. 1, 21, 31
	vcmpgtsw. 25, 28, 23
	vcmpgtsw. 6, 9, 24
	vcmpgtsw. 7, 28, 4
	vcmpgtub 17, 14, 27
	vcmpgtub 15, 4, 9
	vcmpgtub 13, 0, 11
	vcmpgtub 9, 27, 25
	vcmpgtub. 6, 15, 25
	vcmpgtub. 15, 8, 8
	vcmpgtub. 15, 0, 7
	vcmpgtub. 24, 17, 19
	vcmpgtud 8, 10, 3
	vcmpgtud 2, 9, 29
	vcmpgtud 3, 15, 9
	vcmpgtud 6, 8, 24
	vcmpgtud. 2, 19, 12
	vcmpgtud. 28, 15, 18
	vcmpgtud. 0, 4, 14
	vcmpgtud. 7, 0, 6
	vcmpgtuh 30, 23, 21
	vcmpgtuh 10, 23, 21
	vcmpgtuh 26, 7, 27
	vcmpgtuh 25, 19, 0
	vcmpgtuh. 19, 2, 19
	vcmpgtuh. 19, 23, 31
	vcmpgtuh. 13, 31, 15
	vcmpgtuh. 30, 17, 17
	vcmpgtuq 2, 27, 6
	vcmpgtuq 10, 20, 12
	vcmpgtuq 12, 6, 6
	vcmpgtuq 5, 3, 14
	vcmpgtuq. 9, 27, 18
	vcmpgtuq. 26, 11, 8
	vcmpgtuq. 27, 0, 27
	vcmpgtuq. 9, 14, 2
	vcmpgtuw 1, 1, 15
	vcmpgtuw 0, 11, 27
	vcmpgtuw 29, 26, 21
	vcmpgtuw 3, 10, 23
	vcmpgtuw. 19, 14, 21
	vcmpgtuw. 4, 18, 9
	vcmpgtuw. 7, 5, 26
	vcmpgtuw. 20, 5, 21
	vcmpneb 10, 2, 5
	vcmpneb 21, 27, 23
	vcmpneb 2, 29, 15
	vcmpneb 4, 20, 25
	vcmpneb. 12, 5, 12
	vcmpneb. 24, 13, 5
	vcmpneb. 24, 9, 0
	vcmpneb. 29, 21, 21
	vcmpneh 22, 30, 23
	vcmpneh 5, 13, 0
	vcmpneh 20, 15, 4
	vcmpneh 25, 24, 10
	vcmpneh. 17, 10, 11
	vcmpneh. 28, 14, 7
	vcmpneh. 24, 29, 13
	vcmpneh. 29, 2, 17
	vcmpnew 2, 7, 17
	vcmpnew 9, 11, 31
	vcmpnew 5, 26, 24
	vcmpnew 8, 5, 15
	vcmpnew. 5, 25, 27
	vcmpnew. 29, 10, 2
	vcmpnew. 4, 18, 13
	vcmpnew. 25, 25, 21
	vcmpnezb 8, 8, 15
	vcmpnezb 24, 15, 27
	vcmpnezb 31, 15, 7
	vcmpnezb 23, 31, 23
	vcmpnezb. 12, 4, 19
	vcmpnezb. 31, 6, 25
	vcmpnezb. 29, 27, 25
	vcmpnezb. 22, 13, 5
	vcmpnezh 14, 11, 27
	vcmpnezh 28, 18, 15
	vcmpnezh 6, 0, 0
	vcmpnezh 10, 13, 18
	vcmpnezh. 11, 30, 7
	vcmpnezh. 25, 27, 28
	vcmpnezh. 9, 25, 11
	vcmpnezh. 10, 10, 31
	vcmpnezw 1, 14, 19
	vcmpnezw 22, 19, 23
	vcmpnezw 4, 17, 9
	vcmpnezw 22, 16, 13
	vcmpnezw. 19, 28, 5
	vcmpnezw. 19, 9, 19
	vcmpnezw. 30, 17, 10
	vcmpnezw. 30, 1, 29
	vcmpsq 0, 11, 15
	vcmpsq 5, 5, 18
	vcmpsq 5, 25, 12
	vcmpsq 7, 28, 10
	vcmpuq 5, 11, 21
	vcmpuq 1, 11, 18
	vcmpuq 3, 19, 17
	vcmpuq 2, 21, 8
	vcntmbb 2, 7, 1
	vcntmbb 9, 21, 0
	vcntmbb 22, 9, 0
	vcntmbb 3, 27, 1
	vcntmbd 17, 1, 1
	vcntmbd 4, 17, 1
	vcntmbd 22, 3, 0
	vcntmbd 30, 6, 0
	vcntmbh 14, 10, 1
	vcntmbh 3, 4, 0
	vcntmbh 20, 18, 1
	vcntmbh 27, 0, 0
	vcntmbw 26, 30, 0
	vcntmbw 14, 26, 0
	vcntmbw 8, 1, 0
	vcntmbw 13, 1, 1
	vctsxs 24, 31, 0
	vctsxs 30, 22, 10
	vctsxs 11, 20, 30
	vctsxs 23, 23, 0
	vctuxs 29, 20, 28
	vctuxs 3, 26, 21
	vctuxs 18, 17, 20
	vctuxs 22, 30, 23
	vctzb 0, 8
	vctzb 3, 24
	vctzb 18, 10
	vctzb 17, 28
	vctzd 5, 16
	vctzd 6, 31
	vctzd 12, 0
	vctzd 21, 27
	vctzdm 4, 29, 26
	vctzdm 25, 17, 6
	vctzdm 2, 11, 6
	vctzdm 18, 2, 7
	vctzh 4, 25
	vctzh 20, 10
	vctzh 1, 27
	vctzh 20, 9
	vctzlsbb 21, 21
	vctzlsbb 13, 19
	vctzlsbb 1, 5
	vctzlsbb 11, 2
	vctzw 27, 25
	vctzw 27, 8
	vctzw 10, 6
	vctzw 28, 11
	vdivesd 26, 21, 0
	vdivesd 9, 28, 3
	vdivesd 13, 20, 24
	vdivesd 31, 15, 10
	vdivesq 2, 16, 10
	vdivesq 19, 9, 15
	vdivesq 5, 27, 25
	vdivesq 27, 15, 26
	vdivesw 4, 20, 3
	vdivesw 4, 12, 15
	vdivesw 11, 28, 26
	vdivesw 15, 12, 30
	vdiveud 24, 29, 12
	vdiveud 21, 5, 3
	vdiveud 3, 10, 12
	vdiveud 23, 31, 21
	vdiveuq 26, 25, 4
	vdiveuq 13, 27, 26
	vdiveuq 6, 20, 30
	vdiveuq 17, 28, 31
	vdiveuw 20, 0, 15
	vdiveuw 6, 12, 23
	vdiveuw 17, 20, 1
	vdiveuw 8, 13, 4
	vdivsd 2, 12, 15
	vdivsd 25, 24, 17
	vdivsd 29, 27, 22
	vdivsd 26, 10, 17
	vdivsq 2, 4, 5
	vdivsq 10, 27, 15
	vdivsq 3, 29, 19
	vdivsq 16, 10, 5
	vdivsw 18, 4, 6
	vdivsw 0, 24, 18
	vdivsw 10, 9, 22
	vdivsw 10, 9, 31
	vdivud 31, 19, 15
	vdivud 13, 28, 17
	vdivud 30, 30, 9
	vdivud 5, 18, 20
	vdivuq 25, 10, 7
	vdivuq 14, 30, 31
	vdivuq 7, 11, 3
	vdivuq 0, 18, 23
	vdivuw 7, 17, 29
	vdivuw 24, 13, 27
	vdivuw 23, 0, 31
	vdivuw 27, 16, 13
	veqv 24, 30, 13
	veqv 2, 7, 6
	veqv 2, 22, 29
	veqv 24, 28, 24
	vexpandbm 16, 22
	vexpandbm 26, 12
	vexpandbm 26, 13
	vexpandbm 29, 19
	vexpanddm 28, 12
	vexpanddm 7, 26
	vexpanddm 13, 27
	vexpanddm 28, 9
	vexpandhm 7, 23
	vexpandhm 11, 31
	vexpandhm 10, 22
	vexpandhm 7, 24
	vexpandqm 4, 0
	vexpandqm 10, 13
	vexpandqm 17, 17
	vexpandqm 31, 6
	vexpandwm 10, 17
	vexpandwm 7, 25
	vexpandwm 1, 13
	vexpandwm 28, 30
	vexptefp 15, 23
	vexptefp 12, 1
	vexptefp 16, 9
	vexptefp 19, 20
	vextddvlx 0, 23, 13, 0
	vextddvlx 12, 22, 21, 31
	vextddvlx 31, 12, 2, 0
	vextddvlx 15, 24, 20, 17
	vextddvrx 8, 30, 6, 29
	vextddvrx 2, 29, 2, 24
	vextddvrx 16, 14, 6, 4
	vextddvrx 20, 27, 24, 7
	vextdubvlx 14, 12, 20, 23
	vextdubvlx 23, 28, 18, 25
	vextdubvlx 3, 19, 14, 21
	vextdubvlx 2, 27, 1, 18
	vextdubvrx 28, 4, 0, 11
	vextdubvrx 28, 30, 0, 7
	vextdubvrx 11, 20, 6, 8
	vextdubvrx 25, 25, 30, 19
	vextduhvlx 2, 2, 7, 14
	vextduhvlx 8, 30, 15, 7
	vextduhvlx 7, 21, 24, 1
	vextduhvlx 31, 15, 25, 22
	vextduhvrx 29, 10, 4, 17
	vextduhvrx 19, 5, 8, 30
	vextduhvrx 16, 7, 20, 11
	vextduhvrx 0, 16, 28, 4
	vextduwvlx 13, 17, 30, 26
	vextduwvlx 30, 1, 12, 27
	vextduwvlx 10, 0, 23, 29
	vextduwvlx 26, 25, 8, 10
	vextduwvrx 26, 4, 2, 8
	vextduwvrx 14, 1, 25, 11
	vextduwvrx 22, 12, 24, 22
	vextduwvrx 13, 23, 13, 3
	vextractbm 8, 22
	vextractbm 14, 17
	vextractbm 5, 13
	vextractbm 9, 11
	vextractd 16, 6, 2
	vextractd 29, 18, 10
	vextractd 26, 7, 6
	vextractd 30, 3, 6
	vextractdm 23, 3
	vextractdm 5, 4
	vextractdm 14, 2
	vextractdm 30, 14
	vextracthm 9, 6
	vextracthm 2, 11
	vextracthm 4, 29
	vextracthm 6, 6
	vextractqm 13, 25
	vextractqm 23, 28
	vextractqm 21, 20
	vextractqm 20, 8
	vextractub 3, 12, 9
	vextractub 4, 1, 12
	vextractub 9, 11, 1
	vextractub 0, 29, 8
	vextractuh 1, 10, 8
	vextractuh 18, 27, 0
	vextractuh 25, 15, 1
	vextractuh 30, 6, 11
	vextractuw 15, 16, 13
	vextractuw 8, 26, 0
	vextractuw 31, 30, 9
	vextractuw 31, 9, 4
	vextractwm 7, 8
	vextractwm 18, 31
	vextractwm 25, 22
	vextractwm 24, 22
	vextsb2d 26, 15
	vextsb2d 16, 29
	vextsb2d 2, 10
	vextsb2d 16, 14
	vextsb2w 10, 13
	vextsb2w 14, 14
	vextsb2w 6, 1
	vextsb2w 8, 12
	vextsd2q 25, 11
	vextsd2q 20, 3
	vextsd2q 14, 18
	vextsd2q 12, 24
	vextsh2d 25, 14
	vextsh2d 29, 28
	vextsh2d 5, 15
	vextsh2d 4, 23
	vextsh2w 25, 25
	vextsh2w 12, 21
	vextsh2w 10, 3
	vextsh2w 10, 12
	vextsw2d 15, 31
	vextsw2d 28, 17
	vextsw2d 15, 20
	vextsw2d 5, 9
	vextublx 29, 13, 15
	vextublx 24, 22, 21
	vextublx 1, 4, 31
	vextublx 16, 2, 6
	vextubrx 10, 31, 15
	vextubrx 27, 13, 5
	vextubrx 12, 9, 26
	vextubrx 30, 27, 10
	vextuhlx 31, 24, 5
	vextuhlx 30, 25, 11
	vextuhlx 13, 4, 28
	vextuhlx 10, 29, 24
	vextuhrx 16, 19, 19
	vextuhrx 4, 11, 26
	vextuhrx 0, 15, 19
	vextuhrx 22, 11, 18
	vextuwlx 30, 18, 17
	vextuwlx 28, 15, 18
	vextuwlx 2, 0, 12
	vextuwlx 4, 16, 19
	vextuwrx 15, 19, 18
	vextuwrx 17, 8, 25
	vextuwrx 8, 17, 19
	vextuwrx 15, 29, 4
	vgbbd 27, 11
	vgbbd 29, 26
	vgbbd 5, 15
	vgbbd 13, 14
	vgnb 23, 28, 1
	vgnb 4, 2, 7
	vgnb 27, 9, 2
	vgnb 21, 21, 5
	vinsblx 28, 3, 0
	vinsblx 6, 15, 20
	vinsblx 18, 9, 21
	vinsblx 3, 14, 9
	vinsbrx 23, 11, 8
	vinsbrx 7, 17, 19
	vinsbrx 3, 11, 15
	vinsbrx 0, 24, 25
	vinsbvlx 7, 29, 30
	vinsbvlx 24, 27, 8
	vinsbvlx 4, 14, 11
	vinsbvlx 15, 7, 27
	vinsbvrx 17, 1, 27
	vinsbvrx 6, 1, 29
	vinsbvrx 22, 25, 26
	vinsbvrx 15, 16, 19
	vinsd 3, 1, 1
	vinsd 0, 13, 4
	vinsd 22, 26, 0
	vinsd 15, 4, 5
	vinsdlx 27, 16, 6
	vinsdlx 15, 7, 16
	vinsdlx 3, 8, 18
	vinsdlx 18, 5, 17
	vinsdrx 22, 29, 30
	vinsdrx 30, 11, 31
	vinsdrx 10, 20, 23
	vinsdrx 26, 29, 17
	vinsertb 6, 23, 15
	vinsertb 8, 14, 4
	vinsertb 21, 2, 0
	vinsertb 6, 16, 1
	vinsertd 24, 30, 0
	vinsertd 2, 27, 1
	vinsertd 10, 1, 0
	vinsertd 4, 20, 5
	vinserth 16, 20, 4
	vinserth 3, 20, 7
	vinserth 1, 21, 10
	vinserth 1, 13, 8
	vinsertw 19, 29, 0
	vinsertw 13, 22, 4
	vinsertw 0, 30, 13
	vinsertw 9, 4, 6
	vinshlx 20, 18, 30
	vinshlx 7, 19, 2
	vinshlx 0, 9, 25
	vinshlx 20, 17, 26
	vinshrx 0, 17, 23
	vinshrx 20, 24, 20
	vinshrx 0, 27, 17
	vinshrx 1, 24, 19
	vinshvlx 21, 23, 15
	vinshvlx 31, 14, 14
	vinshvlx 16, 0, 14
	vinshvlx 28, 12, 8
	vinshvrx 0, 19, 30
	vinshvrx 5, 24, 27
	vinshvrx 6, 18, 1
	vinshvrx 5, 4, 27
	vinsw 1, 19, 15
	vinsw 30, 11, 1
	vinsw 0, 16, 11
	vinsw 4, 9, 11
	vinswlx 2, 28, 22
	vinswlx 5, 0, 5
	vinswlx 18, 19, 6
	vinswlx 1, 13, 3
	vinswrx 4, 5, 16
	vinswrx 7, 13, 24
	vinswrx 6, 26, 12
	vinswrx 28, 30, 31
	vinswvlx 15, 14, 1
	vinswvlx 6, 17, 12
	vinswvlx 15, 16, 24
	vinswvlx 25, 10, 11
	vinswvrx 30, 7, 28
	vinswvrx 14, 1, 23
	vinswvrx 3, 26, 19
	vinswvrx 15, 24, 24
	vlogefp 13, 22
	vlogefp 8, 20
	vlogefp 9, 24
	vlogefp 13, 21
	vmaddfp 15, 28, 13, 14
	vmaddfp 20, 8, 17, 27
	vmaddfp 19, 12, 10, 21
	vmaddfp 26, 2, 9, 23
	vmaxfp 18, 15, 27
	vmaxfp 6, 23, 20
	vmaxfp 17, 7, 25
	vmaxfp 26, 19, 4
	vmaxsb 1, 9, 12
	vmaxsb 5, 3, 15
	vmaxsb 8, 2, 9
	vmaxsb 7, 8, 0
	vmaxsd 25, 29, 15
	vmaxsd 25, 29, 3
	vmaxsd 19, 25, 28
	vmaxsd 26, 29, 17
	vmaxsh 6, 25, 9
	vmaxsh 22, 28, 30
	vmaxsh 24, 20, 14
	vmaxsh 0, 21, 27
	vmaxsw 24, 19, 5
	vmaxsw 31, 11, 8
	vmaxsw 8, 21, 27
	vmaxsw 2, 0, 13
	vmaxub 13, 13, 23
	vmaxub 3, 10, 22
	vmaxub 27, 4, 1
	vmaxub 17, 12, 0
	vmaxud 10, 4, 22
	vmaxud 5, 14, 27
	vmaxud 17, 0, 21
	vmaxud 31, 18, 23
	vmaxuh 6, 21, 26
	vmaxuh 15, 8, 11
	vmaxuh 28, 25, 5
	vmaxuh 9, 29, 14
	vmaxuw 14, 16, 29
	vmaxuw 19, 26, 0
	vmaxuw 22, 19, 10
	vmaxuw 23, 16, 11
	vmhaddshs 17, 4, 5, 2
	vmhaddshs 3, 10, 13, 20
	vmhaddshs 7, 29, 25, 10
	vmhaddshs 9, 11, 17, 11
	vmhraddshs 3, 29, 9, 17
	vmhraddshs 7, 18, 24, 26
	vmhraddshs 13, 19, 23, 28
	vmhraddshs 9, 24, 4, 15
	vminfp 0, 28, 9
	vminfp 28, 3, 23
	vminfp 27, 8, 22
	vminfp 11, 28, 4
	vminsb 1, 20, 6
	vminsb 7, 10, 12
	vminsb 14, 24, 17
	vminsb 3, 2, 25
	vminsd 14, 7, 18
	vminsd 16, 0, 13
	vminsd 12, 23, 23
	vminsd 31, 5, 6
	vminsh 13, 4, 30
	vminsh 16, 27, 17
	vminsh 7, 9, 26
	vminsh 29, 5, 21
	vminsw 21, 8, 25
	vminsw 23, 22, 17
	vminsw 31, 25, 22
	vminsw 31, 14, 4
	vminub 12, 24, 31
	vminub 15, 17, 20
	vminub 8, 30, 25
	vminub 18, 13, 30
	vminud 17, 4, 27
	vminud 2, 6, 29
	vminud 19, 22, 14
	vminud 11, 9, 8
	vminuh 25, 21, 12
	vminuh 5, 14, 20
	vminuh 0, 12, 4
	vminuh 19, 18, 21
	vminuw 31, 0, 26
	vminuw 10, 25, 22
	vminuw 11, 22, 14
	vminuw 4, 10, 18
	vmladduhm 11, 21, 16, 1
	vmladduhm 30, 14, 6, 22
	vmladduhm 18, 5, 1, 17
	vmladduhm 2, 28, 6, 24
	vmodsd 14, 4, 14
	vmodsd 13, 31, 17
	vmodsd 28, 24, 26
	vmodsd 12, 21, 20
	vmodsq 8, 23, 5
	vmodsq 1, 8, 27
	vmodsq 21, 29, 21
	vmodsq 4, 31, 12
	vmodsw 22, 23, 19
	vmodsw 20, 13, 22
	vmodsw 19, 22, 22
	vmodsw 18, 8, 8
	vmodud 20, 23, 21
	vmodud 29, 25, 29
	vmodud 3, 22, 17
	vmodud 27, 11, 7
	vmoduq 25, 8, 16
	vmoduq 4, 11, 22
	vmoduq 6, 16, 25
	vmoduq 11, 20, 17
	vmoduw 19, 28, 29
	vmoduw 17, 24, 28
	vmoduw 31, 16, 9
	vmoduw 16, 15, 31
	vmrgew 23, 5, 25
	vmrgew 29, 11, 14
	vmrgew 24, 28, 7
	vmrgew 16, 4, 10
	vmrghb 29, 8, 4
	vmrghb 14, 4, 18
	vmrghb 26, 1, 20
	vmrghb 22, 20, 2
	vmrghh 25, 30, 10
	vmrghh 15, 30, 23
	vmrghh 3, 23, 25
	vmrghh 8, 6, 19
	vmrghw 31, 29, 4
	vmrghw 25, 5, 19
	vmrghw 23, 27, 28
	vmrghw 13, 1, 21
	vmrglb 18, 19, 27
	vmrglb 19, 8, 5
	vmrglb 18, 30, 3
	vmrglb 2, 28, 28
	vmrglh 2, 6, 26
	vmrglh 2, 18, 28
	vmrglh 6, 2, 26
	vmrglh 6, 17, 2
	vmrglw 6, 3, 1
	vmrglw 29, 7, 11
	vmrglw 13, 6, 22
	vmrglw 17, 14, 16
	vmrgow 27, 28, 13
	vmrgow 4, 28, 0
	vmrgow 4, 17, 10
	vmrgow 29, 3, 9
	vmsumcud 14, 23, 19, 4
	vmsumcud 12, 11, 13, 1
	vmsumcud 15, 6, 15, 3
	vmsumcud 30, 4, 7, 2
	vmsummbm 4, 28, 12, 4
	vmsummbm 20, 19, 0, 24
	vmsummbm 1, 1, 7, 15
	vmsummbm 27, 14, 7, 12
	vmsumshm 11, 20, 2, 31
	vmsumshm 8, 12, 26, 25
	vmsumshm 31, 4, 23, 2
	vmsumshm 15, 24, 18, 6
	vmsumshs 18, 21, 21, 26
	vmsumshs 23, 30, 14, 6
	vmsumshs 29, 0, 7, 30
	vmsumshs 19, 25, 7, 15
	vmsumubm 14, 28, 0, 13
	vmsumubm 18, 3, 19, 11
	vmsumubm 19, 11, 10, 10
	vmsumubm 7, 7, 25, 4
	vmsumudm 13, 23, 15, 14
	vmsumudm 10, 30, 23, 19
	vmsumudm 30, 16, 31, 2
	vmsumudm 0, 16, 4, 8
	vmsumuhm 25, 21, 15, 0
	vmsumuhm 15, 18, 14, 22
	vmsumuhm 9, 9, 8, 1
	vmsumuhm 10, 17, 27, 20
	vmsumuhs 10, 27, 11, 23
	vmsumuhs 11, 8, 25, 14
	vmsumuhs 19, 8, 2, 24
	vmsumuhs 0, 10, 20, 31
	vmul10cuq 8, 9
	vmul10cuq 5, 15
	vmul10cuq 1, 30
	vmul10cuq 14, 29
	vmul10ecuq 0, 18, 27
	vmul10ecuq 11, 5, 8
	vmul10ecuq 19, 31, 0
	vmul10ecuq 5, 16, 14
	vmul10euq 31, 14, 18
	vmul10euq 23, 11, 21
	vmul10euq 23, 25, 16
	vmul10euq 0, 21, 15
	vmul10uq 2, 29
	vmul10uq 7, 25
	vmul10uq 1, 29
	vmul10uq 14, 5
	vmulesb 1, 15, 17
	vmulesb 27, 28, 25
	vmulesb 21, 3, 1
	vmulesb 11, 23, 0
	vmulesd 12, 17, 24
	vmulesd 15, 19, 16
	vmulesd 31, 0, 2
	vmulesd 4, 27, 3
	vmulesh 8, 6, 22
	vmulesh 8, 27, 19
	vmulesh 15, 26, 2
	vmulesh 2, 29, 15
	vmulesw 2, 4, 3
	vmulesw 24, 4, 25
	vmulesw 17, 15, 22
	vmulesw 26, 28, 18
	vmuleub 10, 12, 8
	vmuleub 18, 4, 7
	vmuleub 19, 20, 13
	vmuleub 0, 30, 9
	vmuleud 16, 21, 16
	vmuleud 17, 7, 26
	vmuleud 31, 14, 17
	vmuleud 2, 8, 16
	vmuleuh 5, 20, 18
	vmuleuh 9, 10, 24
	vmuleuh 0, 23, 29
	vmuleuh 4, 27, 18
	vmuleuw 14, 2, 22
	vmuleuw 8, 17, 21
	vmuleuw 24, 0, 18
	vmuleuw 12, 20, 13
	vmulhsd 18, 20, 13
	vmulhsd 11, 22, 4
	vmulhsd 31, 6, 23
	vmulhsd 17, 25, 5
	vmulhsw 24, 25, 26
	vmulhsw 22, 20, 31
	vmulhsw 12, 16, 12
	vmulhsw 19, 11, 9
	vmulhud 27, 5, 18
	vmulhud 29, 24, 1
	vmulhud 19, 5, 3
	vmulhud 9, 5, 15
	vmulhuw 17, 8, 22
	vmulhuw 8, 30, 29
	vmulhuw 6, 29, 22
	vmulhuw 27, 9, 18
	vmulld 11, 11, 5
	vmulld 10, 17, 0
	vmulld 10, 16, 30
	vmulld 18, 29, 13
	vmulosb 15, 27, 0
	vmulosb 22, 18, 7
	vmulosb 15, 29, 9
	vmulosb 9, 25, 13
	vmulosd 22, 23, 10
	vmulosd 13, 21, 18
	vmulosd 0, 19, 22
	vmulosd 17, 27, 4
	vmulosh 26, 24, 2
	vmulosh 10, 10, 4
	vmulosh 15, 19, 24
	vmulosh 7, 17, 10
	vmulosw 28, 2, 5
	vmulosw 18, 20, 18
	vmulosw 12, 11, 7
	vmulosw 12, 12, 24
	vmuloub 27, 5, 0
	vmuloub 9, 29, 24
	vmuloub 7, 7, 27
	vmuloub 24, 19, 29
	vmuloud 13, 4, 29
	vmuloud 3, 24, 24
	vmuloud 4, 22, 6
	vmuloud 10, 25, 30
	vmulouh 31, 16, 4
	vmulouh 28, 29, 9
	vmulouh 27, 4, 30
	vmulouh 5, 14, 21
	vmulouw 3, 12, 17
	vmulouw 22, 23, 24
	vmulouw 23, 16, 11
	vmulouw 24, 15, 20
	vmuluwm 5, 0, 1
	vmuluwm 30, 18, 21
	vmuluwm 6, 21, 16
	vmuluwm 17, 4, 14
	vnand 9, 2, 23
	vnand 2, 29, 13
	vnand 26, 29, 0
	vnand 29, 6, 22
	vncipher 5, 26, 9
	vncipher 6, 11, 5
	vncipher 24, 18, 18
	vncipher 13, 5, 23
	vncipherlast 20, 31, 20
	vncipherlast 21, 17, 20
	vncipherlast 12, 18, 15
	vncipherlast 31, 27, 11
	vnegd 28, 17
	vnegd 24, 11
	vnegd 16, 9
	vnegd 23, 27
	vnegw 5, 27
	vnegw 0, 28
	vnegw 20, 14
	vnegw 3, 24
	vnmsubfp 23, 29, 31, 8
	vnmsubfp 25, 24, 22, 26
	vnmsubfp 13, 4, 21, 7
	vnmsubfp 29, 12, 27, 16
	vnor 29, 4, 25
	vnot	27, 10
	vnor 3, 3, 21
	vnot	21, 9
	vor 23, 14, 27
	vor 31, 14, 13
	vmr	16, 4
	vmr	31, 6
	vorc 16, 20, 16
	vorc 10, 29, 20
	vorc 28, 17, 16
	vorc 29, 4, 17
	vpdepd 14, 9, 7
	vpdepd 7, 27, 1
	vpdepd 4, 10, 22
	vpdepd 12, 16, 11
	vperm 8, 14, 12, 0
	vperm 31, 6, 15, 1
	vperm 16, 2, 24, 12
	vperm 14, 7, 19, 10
	vpermr 17, 19, 22, 6
	vpermr 10, 25, 5, 15
	vpermr 21, 21, 3, 21
	vpermr 22, 3, 0, 28
	vpermxor 19, 12, 25, 4
	vpermxor 10, 27, 3, 13
	vpermxor 1, 24, 27, 3
	vpermxor 27, 17, 4, 28
	vpextd 27, 23, 31
	vpextd 29, 20, 31
	vpextd 10, 26, 30
	vpextd 26, 13, 20
	vpkpx 15, 3, 20
	vpkpx 29, 23, 5
	vpkpx 4, 6, 31
	vpkpx 1, 13, 21
	vpksdss 16, 23, 13
	vpksdss 15, 29, 5
	vpksdss 3, 18, 5
	vpksdss 1, 12, 24
	vpksdus 1, 23, 9
	vpksdus 9, 4, 15
	vpksdus 19, 9, 29
	vpksdus 9, 9, 6
	vpkshss 19, 1, 4
	vpkshss 2, 17, 21
	vpkshss 27, 20, 6
	vpkshss 13, 19, 27
	vpkshus 20, 5, 28
	vpkshus 20, 25, 6
	vpkshus 13, 8, 24
	vpkshus 29, 25, 26
	vpkswss 23, 0, 23
	vpkswss 22, 14, 25
	vpkswss 12, 16, 4
	vpkswss 17, 30, 6
	vpkswus 14, 9, 31
	vpkswus 14, 27, 2
	vpkswus 6, 22, 2
	vpkswus 24, 7, 8
	vpkudum 16, 30, 10
	vpkudum 8, 28, 6
	vpkudum 6, 14, 5
	vpkudum 28, 27, 23
	vpkudus 8, 11, 20
	vpkudus 27, 30, 15
	vpkudus 30, 27, 16
	vpkudus 3, 3, 24
	vpkuhum 21, 11, 5
	vpkuhum 9, 29, 22
	vpkuhum 20, 29, 19
	vpkuhum 23, 6, 19
	vpkuhus 30, 9, 16
	vpkuhus 1, 25, 29
	vpkuhus 11, 19, 8
	vpkuhus 31, 0, 13
	vpkuwum 24, 15, 18
	vpkuwum 25, 0, 31
	vpkuwum 19, 2, 3
	vpkuwum 7, 29, 24
	vpkuwus 6, 13, 13
	vpkuwus 30, 31, 9
	vpkuwus 8, 6, 2
	vpkuwus 16, 4, 22
	vpmsumb 7, 1, 18
	vpmsumb 22, 20, 13
	vpmsumb 25, 21, 25
	vpmsumb 5, 19, 28
	vpmsumd 12, 23, 28
	vpmsumd 29, 19, 11
	vpmsumd 17, 17, 5
	vpmsumd 30, 19, 13
	vpmsumh 3, 30, 31
	vpmsumh 6, 17, 18
	vpmsumh 14, 4, 31
	vpmsumh 20, 31, 28
	vpmsumw 15, 4, 0
	vpmsumw 21, 27, 29
	vpmsumw 30, 13, 28
	vpmsumw 1, 6, 4
	vpopcntb 3, 20
	vpopcntb 0, 12
	vpopcntb 8, 24
	vpopcntb 27, 6
	vpopcntd 21, 6
	vpopcntd 24, 8
	vpopcntd 1, 8
	vpopcntd 13, 12
	vpopcnth 28, 25
	vpopcnth 5, 18
	vpopcnth 26, 22
	vpopcnth 10, 13
	vpopcntw 11, 9
	vpopcntw 20, 3
	vpopcntw 5, 27
	vpopcntw 15, 29
	vprtybd 22, 12
	vprtybd 5, 4
	vprtybd 27, 15
	vprtybd 0, 4
	vprtybq 25, 8
	vprtybq 26, 29
	vprtybq 17, 12
	vprtybq 15, 13
	vprtybw 30, 19
	vprtybw 7, 26
	vprtybw 5, 17
	vprtybw 30, 6
	vrefp 6, 17
	vrefp 17, 15
	vrefp 26, 27
	vrefp 5, 15
	vrfim 23, 19
	vrfim 27, 27
	vrfim 13, 22
	vrfim 2, 30
	vrfin 31, 16
	vrfin 23, 4
	vrfin 31, 5
	vrfin 12, 5
	vrfip 12, 25
	vrfip 29, 8
	vrfip 0, 30
	vrfip 2, 5
	vrfiz 16, 7
	vrfiz 8, 26
	vrfiz 31, 1
	vrfiz 14, 31
	vrlb 1, 16, 4
	vrlb 14, 22, 13
	vrlb 2, 17, 19
	vrlb 5, 8, 14
	vrld 10, 14, 11
	vrld 11, 19, 24
	vrld 31, 28, 12
	vrld 19, 26, 12
	vrldmi 18, 6, 24
	vrldmi 17, 2, 11
	vrldmi 9, 18, 22
	vrldmi 17, 7, 3
	vrldnm 7, 0, 27
	vrldnm 0, 29, 29
	vrldnm 30, 19, 6
	vrldnm 23, 30, 31
	vrlh 0, 22, 8
	vrlh 29, 18, 2
	vrlh 13, 16, 20
	vrlh 20, 16, 1
	vrlq 21, 10, 8
	vrlq 19, 31, 24
	vrlq 27, 4, 22
	vrlq 21, 1, 0
	vrlqmi 6, 25, 21
	vrlqmi 2, 3, 25
	vrlqmi 21, 26, 3
	vrlqmi 10, 6, 9
	vrlqnm 9, 30, 10
	vrlqnm 19, 4, 23
	vrlqnm 20, 15, 29
	vrlqnm 10, 23, 26
	vrlw 14, 31, 11
	vrlw 6, 26, 23
	vrlw 12, 1, 20
	vrlw 28, 5, 25
	vrlwmi 10, 20, 10
	vrlwmi 9, 9, 23
	vrlwmi 19, 17, 6
	vrlwmi 4, 25, 20
	vrlwnm 26, 29, 25
	vrlwnm 23, 14, 8
	vrlwnm 0, 6, 7
	vrlwnm 19, 19, 0
	vrsqrtefp 31, 28
	vrsqrtefp 31, 10
	vrsqrtefp 26, 31
	vrsqrtefp 2, 5
	vsbox 30, 21
	vsbox 22, 31
	vsbox 29, 3
	vsbox 16, 13
	vsel 3, 17, 29, 8
	vsel 3, 14, 14, 15
	vsel 9, 8, 12, 5
	vsel 0, 8, 5, 2
	vshasigmad 1, 8, 1, 6
	vshasigmad 31, 27, 1, 0
	vshasigmad 20, 18, 1, 4
	vshasigmad 31, 18, 1, 13
	vshasigmaw 2, 27, 0, 9
	vshasigmaw 6, 26, 1, 6
	vshasigmaw 4, 7, 0, 1
	vshasigmaw 12, 10, 0, 0
	vsl 21, 4, 25
	vsl 13, 29, 1
	vsl 2, 15, 5
	vsl 7, 16, 20
	vslb 23, 21, 11
	vslb 25, 18, 25
	vslb 12, 29, 8
	vslb 15, 16, 3
	vsld 23, 16, 31
	vsld 15, 2, 24
	vsld 24, 15, 31
	vsld 26, 29, 28
	vsldbi 22, 12, 10, 6
	vsldbi 10, 12, 13, 5
	vsldbi 26, 10, 27, 4
	vsldbi 11, 12, 30, 2
	vsldoi 4, 1, 18, 14
	vsldoi 23, 17, 16, 8
	vsldoi 14, 2, 8, 11
	vsldoi 26, 8, 26, 8
	vslh 2, 15, 20
	vslh 21, 0, 3
	vslh 13, 4, 20
	vslh 31, 29, 20
	vslo 29, 29, 3
	vslo 8, 19, 6
	vslo 7, 21, 22
	vslo 2, 14, 1
	vslq 12, 0, 26
	vslq 16, 14, 5
	vslq 11, 24, 1
	vslq 23, 16, 7
	vslv 20, 13, 1
	vslv 29, 13, 15
	vslv 4, 23, 3
	vslv 8, 17, 31
	vslw 15, 5, 22
	vslw 7, 27, 5
	vslw 27, 16, 30
	vslw 20, 25, 29
	vspltb 12, 15, 19
	vspltb 14, 17, 31
	vspltb 1, 21, 4
	vspltb 3, 25, 6
	vsplth 1, 14, 27
	vsplth 12, 24, 14
	vsplth 9, 20, 9
	vsplth 17, 26, 0
	vspltisb 14, -6
	vspltisb 22, 14
	vspltisb 27, 0
	vspltisb 4, -16
	vspltish 19, 9
	vspltish 31, 4
	vspltish 2, -2
	vspltish 25, 0
	vspltisw 0, 7
	vspltisw 30, -3
	vspltisw 10, 13
	vspltisw 19, -13
	vspltw 29, 18, 17
	vspltw 8, 11, 10
	vspltw 19, 31, 31
	vspltw 16, 10, 20
	vsr 3, 23, 21
	vsr 6, 4, 27
	vsr 31, 10, 7
	vsr 7, 21, 10
	vsrab 8, 31, 30
	vsrab 8, 7, 20
	vsrab 2, 22, 15
	vsrab 21, 2, 21
	vsrad 20, 11, 11
	vsrad 23, 11, 14
	vsrad 23, 23, 7
	vsrad 14, 20, 4
	vsrah 6, 7, 28
	vsrah 10, 22, 24
	vsrah 7, 3, 3
	vsrah 26, 2, 1
	vsraq 31, 11, 27
	vsraq 0, 30, 4
	vsraq 21, 3, 14
	vsraq 16, 2, 19
	vsraw 16, 25, 22
	vsraw 5, 11, 19
	vsraw 17, 17, 10
	vsraw 6, 7, 19
	vsrb 9, 24, 28
	vsrb 26, 23, 10
	vsrb 26, 31, 3
	vsrb 25, 24, 14
	vsrd 6, 23, 27
	vsrd 31, 21, 27
	vsrd 20, 1, 3
	vsrd 31, 16, 8
	vsrdbi 24, 11, 9, 6
	vsrdbi 31, 4, 4, 0
	vsrdbi 17, 18, 12, 0
	vsrdbi 8, 7, 14, 0
	vsrh 28, 2, 8
	vsrh 31, 7, 0
	vsrh 9, 1, 10
	vsrh 30, 1, 26
	vsro 20, 11, 28
	vsro 15, 3, 24
	vsro 20, 0, 28
	vsro 27, 27, 0
	vsrq 27, 22, 15
	vsrq 11, 17, 13
	vsrq 29, 24, 0
	vsrq 1, 23, 6
	vsrv 16, 31, 31
	vsrv 10, 17, 5
	vsrv 7, 6, 13
	vsrv 17, 6, 16
	vsrw 23, 8, 26
	vsrw 26, 28, 23
	vsrw 14, 30, 6
	vsrw 16, 7, 2
	vstribl 21, 31
	vstribl 3, 3
	vstribl 4, 27
	vstribl 21, 5
	vstribl. 30, 15
	vstribl. 29, 22
	vstribl. 20, 5
	vstribl. 17, 22
	vstribr 15, 0
	vstribr 22, 9
	vstribr 31, 3
	vstribr 25, 27
	vstribr. 13, 11
	vstribr. 17, 7
	vstribr. 7, 1
	vstribr. 19, 2
	vstrihl 6, 15
	vstrihl 29, 9
	vstrihl 17, 19
	vstrihl 24, 22
	vstrihl. 3, 7
	vstrihl. 20, 2
	vstrihl. 18, 18
	vstrihl. 3, 7
	vstrihr 15, 29
	vstrihr 28, 18
	vstrihr 29, 21
	vstrihr 18, 29
	vstrihr. 8, 2
	vstrihr. 17, 27
	vstrihr. 27, 16
	vstrihr. 10, 6
	vsubcuq 4, 2, 29
	vsubcuq 7, 20, 30
	vsubcuq 5, 26, 27
	vsubcuq 5, 3, 8
	vsubcuw 3, 3, 31
	vsubcuw 16, 27, 14
	vsubcuw 24, 14, 24
	vsubcuw 27, 28, 18
	vsubecuq 2, 19, 4, 9
	vsubecuq 0, 23, 10, 4
	vsubecuq 17, 8, 27, 4
	vsubecuq 16, 30, 12, 1
	vsubeuqm 31, 27, 2, 7
	vsubeuqm 6, 7, 10, 5
	vsubeuqm 7, 26, 6, 16
	vsubeuqm 17, 14, 9, 28
	vsubfp 5, 1, 16
	vsubfp 24, 26, 25
	vsubfp 11, 12, 12
	vsubfp 13, 26, 11
	vsubsbs 4, 12, 27
	vsubsbs 24, 17, 30
	vsubsbs 14, 26, 6
	vsubsbs 10, 3, 28
	vsubshs 24, 10, 22
	vsubshs 7, 17, 29
	vsubshs 19, 26, 25
	vsubshs 17, 20, 1
	vsubsws 22, 3, 3
	vsubsws 2, 12, 14
	vsubsws 15, 27, 28
	vsubsws 26, 3, 17
	vsububm 3, 15, 3
	vsububm 10, 4, 15
	vsububm 19, 23, 1
	vsububm 22, 2, 22
	vsububs 9, 28, 0
	vsububs 17, 24, 18
	vsububs 10, 29, 9
	vsububs 19, 15, 14
	vsubudm 6, 2, 30
	vsubudm 8, 5, 30
	vsubudm 13, 7, 28
	vsubudm 30, 27, 30
	vsubuhm 13, 11, 23
	vsubuhm 22, 14, 20
	vsubuhm 14, 24, 12
	vsubuhm 8, 21, 24
	vsubuhs 0, 23, 0
	vsubuhs 14, 13, 16
	vsubuhs 3, 13, 25
	vsubuhs 19, 24, 29
	vsubuqm 9, 11, 29
	vsubuqm 26, 14, 15
	vsubuqm 8, 8, 24
	vsubuqm 11, 18, 2
	vsubuwm 12, 13, 17
	vsubuwm 22, 19, 21
	vsubuwm 24, 24, 20
	vsubuwm 18, 30, 17
	vsubuws 21, 30, 24
	vsubuws 20, 10, 24
	vsubuws 22, 10, 20
	vsubuws 18, 29, 18
	vsum2sws 0, 3, 14
	vsum2sws 17, 1, 10
	vsum2sws 15, 11, 18
	vsum2sws 3, 22, 19
	vsum4sbs 28, 29, 28
	vsum4sbs 9, 25, 2
	vsum4sbs 5, 21, 23
	vsum4sbs 29, 0, 11
	vsum4shs 0, 11, 0
	vsum4shs 31, 19, 29
	vsum4shs 18, 27, 20
	vsum4shs 6, 26, 21
	vsum4ubs 18, 14, 14
	vsum4ubs 6, 11, 28
	vsum4ubs 2, 22, 30
	vsum4ubs 11, 26, 24
	vsumsws 14, 15, 19
	vsumsws 17, 23, 29
	vsumsws 17, 15, 31
	vsumsws 1, 12, 20
	vupkhpx 27, 2
	vupkhpx 29, 27
	vupkhpx 29, 27
	vupkhpx 24, 19
	vupkhsb 3, 27
	vupkhsb 21, 3
	vupkhsb 18, 31
	vupkhsb 8, 21
	vupkhsh 21, 23
	vupkhsh 21, 19
	vupkhsh 13, 16
	vupkhsh 11, 22
	vupkhsw 26, 24
	vupkhsw 17, 20
	vupkhsw 26, 20
	vupkhsw 8, 27
	vupklpx 31, 15
	vupklpx 17, 21
	vupklpx 4, 24
	vupklpx 21, 3
	vupklsb 14, 11
	vupklsb 25, 2
	vupklsb 25, 25
	vupklsb 18, 9
	vupklsh 21, 15
	vupklsh 17, 26
	vupklsh 25, 0
	vupklsh 26, 19
	vupklsw 4, 3
	vupklsw 2, 4
	vupklsw 7, 10
	vupklsw 8, 29
	vxor 17, 14, 7
	vxor 20, 16, 27
	vxor 30, 15, 29
	vxor 11, 26, 26
	wait 3
	wait
	waitrsv
	waitrsv
	waitrsv
	wait
	wait
	wait
	wrtee 12
	wrtee 6
	wrtee 29
	wrtee 18
	wrteei 0
	wrteei 1
	wrteei 0
	wrteei 1
	xor 16, 8, 3
	xor 1, 28, 20
	xor 8, 13, 30
	xor 3, 31, 6
	xnop
	xnop
	xnop
	xori 22, 9, 63569
	xoris 29, 22, 48969
	xoris 7, 11, 25156
	xoris 14, 0, 837
	xoris 22, 27, 39913
	xor. 30, 25, 31
	xor. 0, 27, 16
	xor. 30, 3, 8
	xor. 3, 11, 20
	xsabsdp 20, 51
	xsabsdp 42, 54
	xsabsdp 53, 50
	xsabsdp 25, 24
	xsabsqp 10, 12
	xsabsqp 5, 23
	xsabsqp 13, 17
	xsabsqp 28, 22
	xsadddp 45, 7, 25
	xsadddp 33, 42, 44
	xsadddp 13, 21, 41
	xsadddp 54, 15, 11
	xsaddqp 22, 21, 21
	xsaddqp 4, 14, 5
	xsaddqp 22, 13, 3
	xsaddqp 26, 20, 22
	xsaddqpo 9, 6, 17
	xsaddqpo 15, 0, 5
	xsaddqpo 21, 1, 17
	xsaddqpo 28, 17, 29
	xsaddsp 22, 4, 52
	xsaddsp 18, 59, 50
	xsaddsp 14, 48, 4
	xsaddsp 6, 25, 56
	xscmpeqdp 45, 42, 20
	xscmpeqdp 60, 63, 3
	xscmpeqdp 28, 43, 9
	xscmpeqdp 0, 62, 23
	xscmpeqqp 7, 22, 8
	xscmpeqqp 26, 9, 21
	xscmpeqqp 7, 19, 7
	xscmpeqqp 19, 14, 19
	xscmpexpdp 4, 51, 48
	xscmpexpdp 3, 40, 3
	xscmpexpdp 0, 53, 50
	xscmpexpdp 4, 13, 43
	xscmpexpqp 4, 19, 11
	xscmpexpqp 3, 27, 10
	xscmpexpqp 2, 14, 17
	xscmpexpqp 3, 22, 8
	xscmpgedp 13, 14, 44
	xscmpgedp 15, 59, 5
	xscmpgedp 60, 56, 30
	xscmpgedp 15, 32, 8
	xscmpgeqp 28, 11, 3
	xscmpgeqp 24, 29, 12
	xscmpgeqp 16, 20, 6
	xscmpgeqp 2, 24, 19
	xscmpgtdp 22, 0, 54
	xscmpgtdp 21, 14, 55
	xscmpgtdp 27, 27, 8
	xscmpgtdp 38, 35, 33
	xscmpgtqp 27, 25, 20
	xscmpgtqp 13, 15, 28
	xscmpgtqp 28, 14, 30
	xscmpgtqp 9, 2, 20
	xscmpodp 6, 58, 52
	xscmpodp 4, 54, 7
	xscmpodp 6, 20, 55
	xscmpodp 2, 21, 35
	xscmpoqp 7, 30, 17
	xscmpoqp 6, 24, 7
	xscmpoqp 2, 25, 5
	xscmpoqp 3, 19, 14
	xscmpudp 0, 63, 2
	xscmpudp 0, 54, 46
	xscmpudp 2, 35, 21
	xscmpudp 6, 62, 4
	xscmpuqp 1, 24, 10
	xscmpuqp 5, 28, 11
	xscmpuqp 0, 18, 19
	xscmpuqp 4, 20, 27
	xscpsgndp 53, 40, 11
	xscpsgndp 6, 21, 48
	xscpsgndp 61, 42, 18
	xscpsgndp 20, 18, 21
	xscpsgnqp 16, 18, 27
	xscpsgnqp 15, 24, 6
	xscpsgnqp 11, 24, 24
	xscpsgnqp 1, 6, 23
	xscvdphp 3, 16
	xscvdphp 22, 25
	xscvdphp 0, 6
	xscvdphp 29, 60
	xscvdpqp 27, 0
	xscvdpqp 29, 3
	xscvdpqp 13, 10
	xscvdpqp 16, 24
	xscvdpsp 10, 39
	xscvdpsp 13, 33
	xscvdpsp 34, 37
	xscvdpsp 7, 3
	xscvdpspn 60, 33
	xscvdpspn 20, 59
	xscvdpspn 43, 40
	xscvdpspn 14, 46
	xscvdpsxds 62, 46
	xscvdpsxds 41, 44
	xscvdpsxds 53, 24
	xscvdpsxds 30, 38
	xscvdpsxws 28, 41
	xscvdpsxws 54, 3
	xscvdpsxws 39, 18
	xscvdpsxws 46, 44
	xscvdpuxds 21, 22
	xscvdpuxds 13, 35
	xscvdpuxds 52, 39
	xscvdpuxds 60, 19
	xscvdpuxws 24, 6
	xscvdpuxws 6, 6
	xscvdpuxws 12, 8
	xscvdpuxws 15, 27
	xscvhpdp 41, 0
	xscvhpdp 27, 51
	xscvhpdp 39, 19
	xscvhpdp 28, 31
	xscvqpdp 13, 14
	xscvqpdp 13, 19
	xscvqpdp 19, 7
	xscvqpdp 28, 23
	xscvqpdpo 29, 25
	xscvqpdpo 6, 9
	xscvqpdpo 28, 17
	xscvqpdpo 1, 13
	xscvqpsdz 9, 19
	xscvqpsdz 2, 10
	xscvqpsdz 19, 25
	xscvqpsdz 26, 17
	xscvqpsqz 3, 28
	xscvqpsqz 31, 23
	xscvqpsqz 2, 27
	xscvqpsqz 21, 11
	xscvqpswz 2, 16
	xscvqpswz 8, 12
	xscvqpswz 24, 15
	xscvqpswz 20, 21
	xscvqpudz 29, 13
	xscvqpudz 18, 9
	xscvqpudz 9, 17
	xscvqpudz 1, 19
	xscvqpuqz 24, 24
	xscvqpuqz 12, 27
	xscvqpuqz 10, 15
	xscvqpuqz 4, 26
	xscvqpuwz 7, 28
	xscvqpuwz 7, 24
	xscvqpuwz 0, 6
	xscvqpuwz 28, 29
	xscvsdqp 10, 5
	xscvsdqp 5, 8
	xscvsdqp 19, 25
	xscvsdqp 13, 17
	xscvspdp 60, 63
	xscvspdp 2, 52
	xscvspdp 59, 29
	xscvspdp 35, 48
	xscvspdpn 7, 40
	xscvspdpn 43, 19
	xscvspdpn 36, 9
	xscvspdpn 32, 12
	xscvsqqp 18, 17
	xscvsqqp 0, 25
	xscvsqqp 31, 31
	xscvsqqp 6, 30
	xscvsxddp 47, 6
	xscvsxddp 43, 59
	xscvsxddp 9, 38
	xscvsxddp 62, 27
	xscvsxdsp 63, 59
	xscvsxdsp 23, 35
	xscvsxdsp 43, 54
	xscvsxdsp 41, 37
	xscvudqp 10, 9
	xscvudqp 12, 14
	xscvudqp 15, 7
	xscvudqp 24, 24
	xscvuqqp 2, 1
	xscvuqqp 26, 8
	xscvuqqp 0, 24
	xscvuqqp 23, 1
	xscvuxddp 1, 48
	xscvuxddp 49, 17
	xscvuxddp 33, 56
	xscvuxddp 19, 44
	xscvuxdsp 18, 52
	xscvuxdsp 41, 29
	xscvuxdsp 49, 23
	xscvuxdsp 18, 59
	xsdivdp 27, 38, 48
	xsdivdp 49, 2, 12
	xsdivdp 28, 24, 45
	xsdivdp 61, 16, 35
	xsdivqp 11, 26, 29
	xsdivqp 28, 29, 10
	xsdivqp 0, 17, 17
	xsdivqp 10, 2, 25
	xsdivqpo 18, 13, 9
	xsdivqpo 28, 1, 31
	xsdivqpo 22, 7, 15
	xsdivqpo 23, 31, 13
	xsdivsp 34, 48, 23
	xsdivsp 3, 20, 24
	xsdivsp 59, 10, 62
	xsdivsp 42, 57, 46
	xsiexpdp 14, 20, 15
	xsiexpdp 8, 8, 23
	xsiexpdp 41, 5, 22
	xsiexpdp 59, 16, 4
	xsiexpqp 16, 1, 49
	xsiexpqp 29, 7, 20
	xsiexpqp 17, 21, 22
	xsiexpqp 4, 20, 13
	xsmaddadp 61, 42, 28
	xsmaddadp 56, 17, 44
	xsmaddadp 55, 31, 31
	xsmaddadp 0, 42, 43
	xsmaddasp 23, 35, 24
	xsmaddasp 43, 36, 17
	xsmaddasp 41, 60, 45
	xsmaddasp 33, 37, 56
	xsmaddmdp 29, 14, 8
	xsmaddmdp 42, 48, 34
	xsmaddmdp 14, 5, 10
	xsmaddmdp 9, 34, 60
	xsmaddmsp 51, 39, 15
	xsmaddmsp 57, 41, 20
	xsmaddmsp 37, 11, 32
	xsmaddmsp 12, 40, 8
	xsmaddqp 12, 25, 29
	xsmaddqp 12, 13, 12
	xsmaddqp 21, 6, 17
	xsmaddqp 3, 9, 9
	xsmaddqpo 24, 13, 17
	xsmaddqpo 22, 13, 2
	xsmaddqpo 28, 17, 9
	xsmaddqpo 9, 23, 9
	xsmaxcdp 16, 45, 27
	xsmaxcdp 42, 62, 1
	xsmaxcdp 36, 6, 49
	xsmaxcdp 22, 39, 56
	xsmaxcqp 2, 9, 28
	xsmaxcqp 0, 23, 8
	xsmaxcqp 7, 23, 6
	xsmaxcqp 23, 17, 23
	xsmaxdp 40, 38, 31
	xsmaxdp 28, 51, 7
	xsmaxdp 59, 44, 24
	xsmaxdp 1, 4, 33
	xsmaxjdp 3, 17, 5
	xsmaxjdp 18, 45, 49
	xsmaxjdp 3, 52, 50
	xsmaxjdp 30, 30, 32
	xsmincdp 37, 55, 17
	xsmincdp 0, 59, 27
	xsmincdp 12, 32, 42
	xsmincdp 45, 38, 43
	xsmincqp 18, 7, 30
	xsmincqp 8, 24, 12
	xsmincqp 5, 10, 31
	xsmincqp 17, 14, 26
	xsmindp 53, 59, 14
	xsmindp 40, 14, 10
	xsmindp 50, 8, 22
	xsmindp 63, 18, 13
	xsminjdp 4, 58, 14
	xsminjdp 57, 47, 23
	xsminjdp 23, 22, 12
	xsminjdp 48, 42, 26
	xsmsubadp 48, 61, 12
	xsmsubadp 25, 31, 13
	xsmsubadp 14, 2, 53
	xsmsubadp 54, 17, 11
	xsmsubasp 14, 51, 45
	xsmsubasp 29, 60, 11
	xsmsubasp 6, 14, 1
	xsmsubasp 52, 37, 60
	xsmsubmdp 17, 48, 47
	xsmsubmdp 26, 47, 11
	xsmsubmdp 9, 41, 5
	xsmsubmdp 34, 51, 16
	xsmsubmsp 58, 53, 2
	xsmsubmsp 36, 41, 32
	xsmsubmsp 7, 49, 17
	xsmsubmsp 58, 25, 12
	xsmsubqp 10, 6, 5
	xsmsubqp 27, 20, 14
	xsmsubqp 13, 8, 21
	xsmsubqp 22, 28, 22
	xsmsubqpo 0, 13, 31
	xsmsubqpo 8, 14, 4
	xsmsubqpo 0, 27, 22
	xsmsubqpo 12, 25, 31
	xsmuldp 36, 27, 2
	xsmuldp 3, 8, 40
	xsmuldp 4, 45, 16
	xsmuldp 24, 50, 48
	xsmulqp 31, 4, 23
	xsmulqp 5, 23, 24
	xsmulqp 29, 10, 17
	xsmulqp 12, 5, 26
	xsmulqpo 5, 24, 4
	xsmulqpo 16, 12, 23
	xsmulqpo 21, 16, 28
	xsmulqpo 14, 4, 16
	xsmulsp 54, 17, 53
	xsmulsp 28, 3, 31
	xsmulsp 18, 46, 45
	xsmulsp 46, 4, 38
	xsnabsdp 8, 15
	xsnabsdp 9, 7
	xsnabsdp 12, 57
	xsnabsdp 56, 31
	xsnabsqp 30, 15
	xsnabsqp 7, 13
	xsnabsqp 8, 30
	xsnabsqp 28, 29
	xsnegdp 58, 43
	xsnegdp 52, 35
	xsnegdp 4, 47
	xsnegdp 24, 33
	xsnegqp 0, 10
	xsnegqp 15, 29
	xsnegqp 16, 14
	xsnegqp 8, 14
	xsnmaddadp 40, 56, 2
	xsnmaddadp 39, 34, 5
	xsnmaddadp 48, 58, 8
	xsnmaddadp 44, 37, 24
	xsnmaddasp 34, 55, 32
	xsnmaddasp 5, 28, 41
	xsnmaddasp 23, 23, 59
	xsnmaddasp 20, 44, 26
	xsnmaddmdp 33, 11, 29
	xsnmaddmdp 0, 11, 13
	xsnmaddmdp 24, 17, 49
	xsnmaddmdp 59, 22, 56
	xsnmaddmsp 32, 52, 8
	xsnmaddmsp 57, 0, 44
	xsnmaddmsp 60, 15, 1
	xsnmaddmsp 54, 16, 1
	xsnmaddqp 19, 26, 22
	xsnmaddqp 17, 14, 19
	xsnmaddqp 19, 1, 2
	xsnmaddqp 19, 1, 4
	xsnmaddqpo 30, 25, 30
	xsnmaddqpo 9, 2, 2
	xsnmaddqpo 7, 29, 21
	xsnmaddqpo 7, 22, 16
	xsnmsubadp 34, 3, 23
	xsnmsubadp 15, 44, 33
	xsnmsubadp 57, 38, 26
	xsnmsubadp 50, 0, 61
	xsnmsubasp 12, 63, 20
	xsnmsubasp 50, 60, 61
	xsnmsubasp 24, 5, 20
	xsnmsubasp 1, 1, 24
	xsnmsubmdp 14, 25, 36
	xsnmsubmdp 27, 60, 40
	xsnmsubmdp 56, 5, 51
	xsnmsubmdp 60, 15, 40
	xsnmsubmsp 5, 41, 42
	xsnmsubmsp 35, 26, 32
	xsnmsubmsp 52, 6, 42
	xsnmsubmsp 5, 46, 50
	xsnmsubqp 26, 21, 24
	xsnmsubqp 6, 10, 6
	xsnmsubqp 10, 3, 30
	xsnmsubqp 3, 4, 3
	xsnmsubqpo 22, 10, 9
	xsnmsubqpo 8, 26, 8
	xsnmsubqpo 0, 13, 3
	xsnmsubqpo 16, 8, 2
	xsrdpi 21, 52
	xsrdpi 9, 46
	xsrdpi 12, 28
	xsrdpi 26, 2
	xsrdpic 29, 50
	xsrdpic 55, 28
	xsrdpic 59, 49
	xsrdpic 46, 11
	xsrdpim 9, 6
	xsrdpim 8, 40
	xsrdpim 34, 24
	xsrdpim 26, 59
	xsrdpip 52, 54
	xsrdpip 63, 1
	xsrdpip 44, 44
	xsrdpip 50, 20
	xsrdpiz 40, 4
	xsrdpiz 7, 61
	xsrdpiz 61, 5
	xsrdpiz 55, 48
	xsredp 28, 46
	xsredp 6, 20
	xsredp 47, 3
	xsredp 37, 15
	xsresp 18, 40
	xsresp 55, 37
	xsresp 60, 20
	xsresp 22, 36
	xsrqpi 0, 10, 26, 2
	xsrqpi 1, 14, 9, 0
	xsrqpi 1, 4, 25, 0
	xsrqpi 0, 7, 17, 0
	xsrqpix 0, 18, 26, 3
	xsrqpix 0, 17, 31, 0
	xsrqpix 0, 11, 28, 0
	xsrqpix 1, 23, 1, 2
	xsrqpxp 0, 25, 22, 2
	xsrqpxp 1, 14, 21, 2
	xsrqpxp 0, 5, 15, 2
	xsrqpxp 1, 26, 7, 1
	xsrsp 35, 2
	xsrsp 39, 41
	xsrsp 40, 31
	xsrsp 33, 0
	xsrsqrtedp 4, 5
	xsrsqrtedp 3, 5
	xsrsqrtedp 39, 51
	xsrsqrtedp 31, 18
	xsrsqrtesp 62, 60
	xsrsqrtesp 43, 13
	xsrsqrtesp 62, 46
	xsrsqrtesp 18, 3
	xssqrtdp 3, 6
	xssqrtdp 21, 26
	xssqrtdp 20, 6
	xssqrtdp 29, 33
	xssqrtqp 7, 24
	xssqrtqp 19, 1
	xssqrtqp 7, 21
	xssqrtqp 18, 10
	xssqrtqpo 7, 17
	xssqrtqpo 10, 30
	xssqrtqpo 25, 15
	xssqrtqpo 29, 6
	xssqrtsp 20, 55
	xssqrtsp 61, 8
	xssqrtsp 4, 53
	xssqrtsp 57, 39
	xssubdp 47, 47, 26
	xssubdp 26, 36, 34
	xssubdp 7, 50, 47
	xssubdp 37, 2, 6
	xssubqp 22, 20, 1
	xssubqp 24, 13, 20
	xssubqp 2, 28, 5
	xssubqp 5, 25, 6
	xssubqpo 3, 28, 12
	xssubqpo 22, 17, 1
	xssubqpo 18, 2, 2
	xssubqpo 21, 25, 27
	xssubsp 25, 36, 17
	xssubsp 10, 35, 37
	xssubsp 7, 13, 0
	xssubsp 46, 31, 47
	xstdivdp 7, 53, 14
	xstdivdp 7, 39, 61
	xstdivdp 3, 60, 26
	xstdivdp 1, 47, 38
	xstsqrtdp 7, 5
	xstsqrtdp 6, 3
	xstsqrtdp 0, 25
	xstsqrtdp 5, 19
	xststdcdp 7, 44, 73
	xststdcdp 5, 40, 52
	xststdcdp 2, 6, 110
	xststdcdp 3, 58, 0
	xststdcqp 0, 5, 40
	xststdcqp 7, 12, 0
	xststdcqp 7, 15, 49
	xststdcqp 5, 11, 51
	xststdcsp 7, 0, 101
	xststdcsp 5, 42, 25
	xststdcsp 6, 22, 114
	xststdcsp 5, 19, 38
	xsxexpdp 22, 32
	xsxexpdp 13, 32
	xsxexpdp 8, 39
	xsxexpdp 0, 9
	xsxexpqp 16, 19
	xsxexpqp 21, 0
	xsxexpqp 7, 20
	xsxexpqp 14, 29
	xsxsigdp 21, 27
	xsxsigdp 31, 29
	xsxsigdp 12, 17
	xsxsigdp 13, 56
	xsxsigqp 11, 16
	xsxsigqp 23, 4
	xsxsigqp 2, 2
	xsxsigqp 0, 1
	xvabsdp 56, 13
	xvabsdp 5, 33
	xvabsdp 43, 35
	xvabsdp 59, 34
	xvabssp 12, 24
	xvabssp 61, 53
	xvabssp 59, 52
	xvabssp 47, 40
	xvadddp 21, 5, 16
	xvadddp 12, 35, 37
	xvadddp 52, 16, 6
	xvadddp 14, 57, 10
	xvaddsp 35, 24, 15
	xvaddsp 62, 50, 40
	xvaddsp 56, 51, 9
	xvaddsp 8, 8, 9
	xvbf16ger2 3, 26, 39
	xvbf16ger2 2, 62, 10
	xvbf16ger2 4, 27, 31
	xvbf16ger2 6, 7, 42
	xvbf16ger2nn 7, 51, 36
	xvbf16ger2nn 2, 44, 30
	xvbf16ger2nn 3, 7, 26
	xvbf16ger2nn 2, 43, 15
	xvbf16ger2np 0, 39, 57
	xvbf16ger2np 6, 34, 37
	xvbf16ger2np 5, 8, 14
	xvbf16ger2np 0, 61, 2
	xvbf16ger2pn 0, 9, 62
	xvbf16ger2pn 7, 45, 38
	xvbf16ger2pn 2, 36, 59
	xvbf16ger2pn 2, 58, 25
	xvbf16ger2pp 0, 53, 16
	xvbf16ger2pp 6, 54, 8
	xvbf16ger2pp 0, 38, 4
	xvbf16ger2pp 3, 50, 23
	xvcmpeqdp 43, 46, 34
	xvcmpeqdp 20, 49, 55
	xvcmpeqdp 35, 57, 19
	xvcmpeqdp 45, 34, 46
	xvcmpeqdp. 46, 3, 5
	xvcmpeqdp. 21, 61, 25
	xvcmpeqdp. 37, 61, 21
	xvcmpeqdp. 15, 7, 17
	xvcmpeqsp 49, 49, 12
	xvcmpeqsp 31, 19, 55
	xvcmpeqsp 22, 58, 4
	xvcmpeqsp 9, 5, 55
	xvcmpeqsp. 52, 17, 14
	xvcmpeqsp. 12, 3, 48
	xvcmpeqsp. 19, 28, 17
	xvcmpeqsp. 22, 41, 51
	xvcmpgedp 62, 5, 62
	xvcmpgedp 9, 38, 21
	xvcmpgedp 13, 56, 38
	xvcmpgedp 0, 0, 54
	xvcmpgedp. 46, 6, 51
	xvcmpgedp. 9, 9, 57
	xvcmpgedp. 50, 36, 3
	xvcmpgedp. 5, 44, 60
	xvcmpgesp 21, 50, 46
	xvcmpgesp 2, 23, 47
	xvcmpgesp 52, 25, 2
	xvcmpgesp 27, 24, 13
	xvcmpgesp. 22, 51, 0
	xvcmpgesp. 39, 49, 19
	xvcmpgesp. 22, 34, 54
	xvcmpgesp. 24, 17, 59
	xvcmpgtdp 13, 24, 31
	xvcmpgtdp 54, 53, 7
	xvcmpgtdp 23, 44, 17
	xvcmpgtdp 0, 44, 3
	xvcmpgtdp. 41, 37, 40
	xvcmpgtdp. 61, 33, 61
	xvcmpgtdp. 55, 13, 17
	xvcmpgtdp. 32, 24, 19
	xvcmpgtsp 3, 49, 12
	xvcmpgtsp 31, 58, 52
	xvcmpgtsp 36, 16, 45
	xvcmpgtsp 8, 23, 26
	xvcmpgtsp. 54, 18, 38
	xvcmpgtsp. 49, 47, 8
	xvcmpgtsp. 36, 56, 61
	xvcmpgtsp. 10, 48, 29
	xvmovdp	52, 34
	xvcpsgndp 17, 41, 22
	xvcpsgndp 27, 17, 22
	xvcpsgndp 40, 34, 23
	xvcpsgnsp 43, 27, 12
	xvcpsgnsp 45, 32, 34
	xvcpsgnsp 32, 7, 52
	xvcpsgnsp 32, 34, 1
	xvcvbf16spn 54, 19
	xvcvbf16spn 40, 45
	xvcvbf16spn 30, 4
	xvcvbf16spn 58, 1
	xvcvdpsp 38, 33
	xvcvdpsp 12, 18
	xvcvdpsp 56, 50
	xvcvdpsp 37, 4
	xvcvdpsxds 54, 5
	xvcvdpsxds 24, 10
	xvcvdpsxds 31, 24
	xvcvdpsxds 8, 56
	xvcvdpsxws 18, 17
	xvcvdpsxws 62, 59
	xvcvdpsxws 35, 34
	xvcvdpsxws 42, 17
	xvcvdpuxds 38, 36
	xvcvdpuxds 39, 50
	xvcvdpuxds 44, 29
	xvcvdpuxds 30, 46
	xvcvdpuxws 17, 58
	xvcvdpuxws 8, 5
	xvcvdpuxws 28, 60
	xvcvdpuxws 56, 9
	xvcvhpsp 18, 13
	xvcvhpsp 19, 48
	xvcvhpsp 0, 63
	xvcvhpsp 3, 47
	xvcvspbf16 1, 45
	xvcvspbf16 9, 42
	xvcvspbf16 41, 6
	xvcvspbf16 38, 17
	xvcvspdp 45, 23
	xvcvspdp 42, 46
	xvcvspdp 15, 51
	xvcvspdp 0, 46
	xvcvsphp 54, 7
	xvcvsphp 15, 3
	xvcvsphp 24, 46
	xvcvsphp 54, 59
	xvcvspsxds 58, 39
	xvcvspsxds 3, 44
	xvcvspsxds 12, 63
	xvcvspsxds 2, 4
	xvcvspsxws 7, 58
	xvcvspsxws 38, 55
	xvcvspsxws 40, 18
	xvcvspsxws 24, 19
	xvcvspuxds 46, 63
	xvcvspuxds 51, 20
	xvcvspuxds 34, 16
	xvcvspuxds 27, 3
	xvcvspuxws 33, 14
	xvcvspuxws 5, 20
	xvcvspuxws 8, 39
	xvcvspuxws 7, 39
	xvcvsxddp 38, 52
	xvcvsxddp 23, 34
	xvcvsxddp 31, 9
	xvcvsxddp 49, 27
	xvcvsxdsp 16, 8
	xvcvsxdsp 53, 22
	xvcvsxdsp 53, 13
	xvcvsxdsp 17, 42
	xvcvsxwdp 28, 55
	xvcvsxwdp 24, 12
	xvcvsxwdp 44, 28
	xvcvsxwdp 21, 37
	xvcvsxwsp 3, 46
	xvcvsxwsp 36, 38
	xvcvsxwsp 43, 8
	xvcvsxwsp 1, 28
	xvcvuxddp 36, 21
	xvcvuxddp 32, 22
	xvcvuxddp 13, 39
	xvcvuxddp 62, 9
	xvcvuxdsp 32, 40
	xvcvuxdsp 53, 42
	xvcvuxdsp 20, 0
	xvcvuxdsp 62, 48
	xvcvuxwdp 48, 10
	xvcvuxwdp 20, 5
	xvcvuxwdp 18, 61
	xvcvuxwdp 15, 34
	xvcvuxwsp 38, 35
	xvcvuxwsp 20, 47
	xvcvuxwsp 50, 39
	xvcvuxwsp 16, 28
	xvdivdp 14, 51, 62
	xvdivdp 36, 41, 48
	xvdivdp 56, 37, 15
	xvdivdp 31, 6, 8
	xvdivsp 30, 57, 36
	xvdivsp 13, 12, 30
	xvdivsp 23, 53, 0
	xvdivsp 50, 34, 11
	xvf16ger2 0, 58, 45
	xvf16ger2 3, 56, 2
	xvf16ger2 3, 48, 27
	xvf16ger2 5, 39, 34
	xvf16ger2nn 6, 4, 12
	xvf16ger2nn 7, 46, 10
	xvf16ger2nn 6, 51, 19
	xvf16ger2nn 0, 2, 40
	xvf16ger2np 4, 31, 15
	xvf16ger2np 7, 15, 32
	xvf16ger2np 3, 35, 53
	xvf16ger2np 3, 11, 55
	xvf16ger2pn 2, 45, 54
	xvf16ger2pn 0, 59, 46
	xvf16ger2pn 2, 25, 50
	xvf16ger2pn 3, 29, 44
	xvf16ger2pp 4, 50, 10
	xvf16ger2pp 1, 33, 4
	xvf16ger2pp 0, 29, 49
	xvf16ger2pp 2, 2, 9
	xvf32ger 2, 22, 27
	xvf32ger 3, 16, 27
	xvf32ger 1, 36, 19
	xvf32ger 7, 2, 50
	xvf32gernn 2, 37, 8
	xvf32gernn 5, 12, 37
	xvf32gernn 4, 18, 9
	xvf32gernn 1, 47, 39
	xvf32gernp 4, 25, 46
	xvf32gernp 2, 16, 16
	xvf32gernp 7, 44, 31
	xvf32gernp 5, 57, 18
	xvf32gerpn 5, 61, 9
	xvf32gerpn 6, 55, 9
	xvf32gerpn 7, 21, 6
	xvf32gerpn 3, 49, 21
	xvf32gerpp 7, 48, 44
	xvf32gerpp 7, 9, 52
	xvf32gerpp 4, 22, 1
	xvf32gerpp 3, 46, 35
	xvf64ger 0, 8, 6
	xvf64ger 7, 2, 50
	xvf64ger 6, 6, 3
	xvf64ger 2, 20, 23
	xvf64gernn 2, 36, 14
	xvf64gernn 2, 40, 56
	xvf64gernn 0, 42, 25
	xvf64gernn 7, 0, 6
	xvf64gernp 3, 62, 54
	xvf64gernp 5, 60, 42
	xvf64gernp 5, 54, 36
	xvf64gernp 1, 26, 9
	xvf64gerpn 4, 36, 30
	xvf64gerpn 6, 38, 31
	xvf64gerpn 4, 32, 10
	xvf64gerpn 2, 50, 46
	xvf64gerpp 3, 40, 7
	xvf64gerpp 6, 42, 23
	xvf64gerpp 7, 58, 7
	xvf64gerpp 3, 38, 62
	xvi16ger2 7, 47, 51
	xvi16ger2 3, 7, 2
	xvi16ger2 1, 63, 20
	xvi16ger2 2, 17, 38
	xvi16ger2pp 4, 0, 10
	xvi16ger2pp 4, 19, 41
	xvi16ger2pp 5, 42, 17
	xvi16ger2pp 6, 17, 11
	xvi16ger2s 3, 24, 63
	xvi16ger2s 4, 59, 19
	xvi16ger2s 1, 5, 23
	xvi16ger2s 3, 38, 62
	xvi16ger2spp 2, 14, 25
	xvi16ger2spp 7, 3, 63
	xvi16ger2spp 7, 22, 3
	xvi16ger2spp 1, 61, 11
	xvi4ger8 5, 59, 61
	xvi4ger8 1, 28, 38
	xvi4ger8 2, 20, 45
	xvi4ger8 5, 52, 30
	xvi4ger8pp 0, 46, 45
	xvi4ger8pp 3, 2, 36
	xvi4ger8pp 7, 26, 19
	xvi4ger8pp 0, 9, 56
	xvi8ger4 4, 17, 54
	xvi8ger4 2, 25, 50
	xvi8ger4 3, 13, 22
	xvi8ger4 0, 20, 53
	xvi8ger4pp 7, 31, 8
	xvi8ger4pp 3, 27, 38
	xvi8ger4pp 5, 20, 51
	xvi8ger4pp 2, 40, 63
	xvi8ger4spp 2, 12, 51
	xvi8ger4spp 0, 3, 5
	xvi8ger4spp 5, 11, 34
	xvi8ger4spp 5, 41, 24
	xviexpdp 8, 24, 17
	xviexpdp 7, 43, 40
	xviexpdp 9, 22, 13
	xviexpdp 22, 39, 40
	xviexpsp 24, 29, 54
	xviexpsp 47, 4, 31
	xviexpsp 7, 27, 16
	xviexpsp 13, 61, 28
	xvmaddadp 56, 11, 15
	xvmaddadp 63, 21, 32
	xvmaddadp 55, 43, 44
	xvmaddadp 37, 11, 46
	xvmaddasp 47, 29, 51
	xvmaddasp 1, 4, 41
	xvmaddasp 35, 9, 1
	xvmaddasp 33, 22, 57
	xvmaddmdp 36, 36, 2
	xvmaddmdp 14, 39, 48
	xvmaddmdp 33, 25, 9
	xvmaddmdp 33, 38, 61
	xvmaddmsp 36, 31, 45
	xvmaddmsp 57, 63, 22
	xvmaddmsp 38, 23, 30
	xvmaddmsp 37, 52, 40
	xvmaxdp 6, 63, 55
	xvmaxdp 9, 19, 40
	xvmaxdp 57, 48, 35
	xvmaxdp 59, 11, 5
	xvmaxsp 51, 52, 7
	xvmaxsp 9, 0, 22
	xvmaxsp 56, 23, 22
	xvmaxsp 10, 59, 32
	xvmindp 24, 39, 0
	xvmindp 18, 3, 41
	xvmindp 23, 27, 43
	xvmindp 49, 25, 26
	xvminsp 5, 32, 15
	xvminsp 24, 1, 49
	xvminsp 53, 36, 19
	xvminsp 40, 29, 58
	xvmsubadp 20, 27, 41
	xvmsubadp 22, 8, 19
	xvmsubadp 54, 62, 22
	xvmsubadp 33, 62, 48
	xvmsubasp 33, 31, 31
	xvmsubasp 47, 9, 2
	xvmsubasp 6, 34, 39
	xvmsubasp 36, 62, 56
	xvmsubmdp 63, 53, 22
	xvmsubmdp 18, 43, 28
	xvmsubmdp 18, 59, 34
	xvmsubmdp 27, 59, 47
	xvmsubmsp 15, 5, 62
	xvmsubmsp 15, 56, 43
	xvmsubmsp 9, 10, 26
	xvmsubmsp 40, 31, 35
	xvmuldp 12, 12, 36
	xvmuldp 46, 24, 11
	xvmuldp 12, 60, 40
	xvmuldp 34, 29, 26
	xvmulsp 0, 16, 49
	xvmulsp 20, 32, 40
	xvmulsp 2, 13, 38
	xvmulsp 60, 19, 6
	xvnabsdp 31, 36
	xvnabsdp 46, 34
	xvnabsdp 61, 17
	xvnabsdp 1, 35
	xvnabssp 60, 4
	xvnabssp 15, 51
	xvnabssp 54, 16
	xvnabssp 10, 39
	xvnegdp 40, 31
	xvnegdp 22, 51
	xvnegdp 52, 56
	xvnegdp 40, 53
	xvnegsp 0, 47
	xvnegsp 52, 1
	xvnegsp 6, 61
	xvnegsp 24, 58
	xvnmaddadp 33, 44, 46
	xvnmaddadp 61, 12, 7
	xvnmaddadp 21, 35, 44
	xvnmaddadp 37, 51, 48
	xvnmaddasp 51, 57, 43
	xvnmaddasp 50, 32, 3
	xvnmaddasp 41, 16, 56
	xvnmaddasp 20, 59, 53
	xvnmaddmdp 24, 55, 55
	xvnmaddmdp 16, 20, 10
	xvnmaddmdp 4, 24, 48
	xvnmaddmdp 2, 10, 54
	xvnmaddmsp 18, 2, 42
	xvnmaddmsp 61, 28, 63
	xvnmaddmsp 61, 19, 39
	xvnmaddmsp 8, 47, 38
	xvnmsubadp 0, 42, 11
	xvnmsubadp 4, 0, 52
	xvnmsubadp 25, 26, 48
	xvnmsubadp 21, 9, 40
	xvnmsubasp 60, 54, 48
	xvnmsubasp 30, 5, 43
	xvnmsubasp 12, 61, 41
	xvnmsubasp 56, 51, 50
	xvnmsubmdp 35, 19, 44
	xvnmsubmdp 60, 14, 16
	xvnmsubmdp 7, 19, 34
	xvnmsubmdp 42, 18, 3
	xvnmsubmsp 8, 21, 19
	xvnmsubmsp 28, 6, 27
	xvnmsubmsp 42, 11, 46
	xvnmsubmsp 22, 35, 41
	xvrdpi 1, 38
	xvrdpi 10, 49
	xvrdpi 56, 6
	xvrdpi 24, 33
	xvrdpic 56, 9
	xvrdpic 7, 39
	xvrdpic 55, 39
	xvrdpic 58, 18
	xvrdpim 32, 1
	xvrdpim 32, 44
	xvrdpim 11, 38
	xvrdpim 59, 25
	xvrdpip 19, 5
	xvrdpip 13, 2
	xvrdpip 59, 20
	xvrdpip 2, 28
	xvrdpiz 33, 42
	xvrdpiz 0, 9
	xvrdpiz 30, 4
	xvrdpiz 63, 31
	xvredp 30, 47
	xvredp 30, 44
	xvredp 39, 38
	xvredp 21, 48
	xvresp 54, 40
	xvresp 18, 25
	xvresp 0, 52
	xvresp 8, 30
	xvrspi 49, 43
	xvrspi 23, 48
	xvrspi 42, 58
	xvrspi 21, 6
	xvrspic 52, 55
	xvrspic 32, 29
	xvrspic 26, 35
	xvrspic 6, 55
	xvrspim 54, 62
	xvrspim 35, 51
	xvrspim 13, 2
	xvrspim 39, 11
	xvrspip 35, 5
	xvrspip 36, 30
	xvrspip 42, 57
	xvrspip 51, 54
	xvrspiz 33, 14
	xvrspiz 63, 21
	xvrspiz 35, 4
	xvrspiz 4, 33
	xvrsqrtedp 27, 54
	xvrsqrtedp 12, 5
	xvrsqrtedp 2, 62
	xvrsqrtedp 35, 10
	xvrsqrtesp 51, 43
	xvrsqrtesp 32, 5
	xvrsqrtesp 50, 4
	xvrsqrtesp 43, 55
	xvsqrtdp 44, 48
	xvsqrtdp 50, 59
	xvsqrtdp 63, 43
	xvsqrtdp 55, 54
	xvsqrtsp 23, 8
	xvsqrtsp 36, 29
	xvsqrtsp 6, 5
	xvsqrtsp 2, 62
	xvsubdp 21, 22, 26
	xvsubdp 0, 16, 10
	xvsubdp 26, 61, 50
	xvsubdp 28, 5, 59
	xvsubsp 49, 37, 40
	xvsubsp 6, 36, 26
	xvsubsp 53, 1, 36
	xvsubsp 28, 29, 32
	xvtdivdp 3, 49, 25
	xvtdivdp 3, 0, 31
	xvtdivdp 7, 9, 48
	xvtdivdp 4, 60, 60
	xvtdivsp 3, 36, 45
	xvtdivsp 6, 54, 30
	xvtdivsp 4, 23, 58
	xvtdivsp 1, 56, 1
	xvtlsbb 5, 9
	xvtlsbb 1, 32
	xvtlsbb 4, 39
	xvtlsbb 7, 33
	xvtsqrtdp 3, 55
	xvtsqrtdp 5, 56
	xvtsqrtdp 6, 2
	xvtsqrtdp 4, 9
	xvtsqrtsp 6, 44
	xvtsqrtsp 0, 20
	xvtsqrtsp 0, 34
	xvtsqrtsp 7, 55
	xvtstdcdp 20, 11, 34
	xvtstdcdp 34, 9, 120
	xvtstdcdp 23, 43, 48
	xvtstdcdp 29, 0, 37
	xvtstdcsp 14, 40, 7
	xvtstdcsp 62, 5, 61
	xvtstdcsp 43, 36, 119
	xvtstdcsp 43, 6, 90
	xvxexpdp 28, 42
	xvxexpdp 32, 35
	xvxexpdp 58, 37
	xvxexpdp 47, 51
	xvxexpsp 39, 23
	xvxexpsp 37, 33
	xvxexpsp 2, 7
	xvxexpsp 25, 28
	xvxsigdp 50, 56
	xvxsigdp 44, 36
	xvxsigdp 46, 61
	xvxsigdp 36, 46
	xvxsigsp 17, 28
	xvxsigsp 29, 3
	xvxsigsp 28, 37
	xvxsigsp 28, 60
	xxblendvb 48, 50, 5, 40
	xxblendvb 48, 36, 48, 15
	xxblendvb 32, 60, 14, 50
	xxblendvb 29, 16, 45, 4
	xxblendvd 23, 22, 23, 46
	xxblendvd 15, 33, 48, 3
	xxblendvd 9, 30, 56, 16
	xxblendvd 56, 47, 46, 60
	xxblendvh 44, 28, 62, 17
	xxblendvh 40, 57, 16, 5
	xxblendvh 3, 20, 21, 15
	xxblendvh 39, 28, 4, 21
	xxblendvw 48, 32, 2, 47
	xxblendvw 4, 0, 19, 13
	xxblendvw 45, 57, 52, 46
	xxblendvw 49, 43, 20, 30
	xxbrd 32, 19
	xxbrd 25, 42
	xxbrd 24, 4
	xxbrd 23, 14
	xxbrh 19, 26
	xxbrh 55, 51
	xxbrh 13, 11
	xxbrh 40, 42
	xxbrq 45, 63
	xxbrq 33, 53
	xxbrq 4, 2
	xxbrq 63, 5
	xxbrw 38, 4
	xxbrw 21, 5
	xxbrw 56, 23
	xxbrw 63, 28
	xxeval 61, 60, 5, 23, 38
	xxeval 35, 22, 15, 17, 158
	xxeval 49, 57, 55, 52, 130
	xxeval 49, 22, 9, 21, 43
	xxextractuw 47, 19, 12
	xxextractuw 61, 30, 0
	xxextractuw 1, 46, 0
	xxextractuw 42, 4, 2
	xxgenpcvbm 42, 15, -14
	xxgenpcvbm 53, 9, 1
	xxgenpcvbm 36, 30, -8
	xxgenpcvbm 36, 13, 1
	xxgenpcvdm 38, 24, -16
	xxgenpcvdm 53, 31, -10
	xxgenpcvdm 4, 21, -16
	xxgenpcvdm 21, 27, 3
	xxgenpcvhm 47, 17, 12
	xxgenpcvhm 43, 19, -1
	xxgenpcvhm 50, 31, 10
	xxgenpcvhm 39, 18, 9
	xxgenpcvwm 43, 31, 0
	xxgenpcvwm 25, 5, 8
	xxgenpcvwm 36, 19, 15
	xxgenpcvwm 1, 2, -1
	xxinsertw 18, 37, 9
	xxinsertw 0, 1, 14
	xxinsertw 2, 23, 10
	xxinsertw 59, 61, 1
	xxland 53, 38, 50
	xxland 14, 35, 11
	xxland 24, 56, 41
	xxland 47, 3, 29
	xxlandc 14, 25, 31
	xxlandc 24, 56, 56
	xxlandc 10, 8, 23
	xxlandc 28, 8, 43
	xxleqv 55, 39, 42
	xxleqv 52, 18, 4
	xxleqv 63, 4, 33
	xxleqv 33, 8, 62
	xxlnand 63, 0, 25
	xxlnand 59, 33, 2
	xxlnand 15, 28, 12
	xxlnand 58, 3, 40
	xxlnor 39, 25, 62
	xxlnor 2, 47, 30
	xxlnor 57, 57, 0
	xxlnor 23, 60, 22
	xxlor 60, 54, 3
	xxlor 51, 21, 43
	xxlor 33, 5, 60
	xxlor 3, 58, 59
	xxlorc 22, 31, 37
	xxlorc 43, 6, 17
	xxlorc 24, 29, 9
	xxlorc 59, 21, 30
	xxlxor 8, 42, 63
	xxlxor 18, 23, 41
	xxlxor 29, 9, 35
	xxlxor 56, 0, 22
	xxmfacc 7
	xxmfacc 7
	xxmfacc 7
	xxmfacc 0
	xxmrghw 9, 54, 24
	xxmrghw 56, 19, 29
	xxmrghw 62, 9, 52
	xxmrghw 17, 49, 47
	xxmrglw 1, 47, 50
	xxmrglw 46, 38, 41
	xxmrglw 54, 62, 37
	xxmrglw 4, 33, 61
	xxmtacc 4
	xxmtacc 6
	xxmtacc 4
	xxmtacc 1
	xxperm 26, 24, 49
	xxperm 55, 30, 48
	xxperm 15, 53, 52
	xxperm 51, 45, 45
	xxmrghd	0, 34, 8
	xxpermdi 13, 9, 56, 1
	xxpermdi 48, 53, 34, 1
	xxspltd	33, 43, 1
	xxpermr 21, 56, 17
	xxpermr 37, 41, 51
	xxpermr 56, 43, 38
	xxpermr 54, 45, 12
	xxpermx 57, 18, 43, 46, 0
	xxpermx 33, 50, 41, 41, 4
	xxpermx 26, 21, 35, 49, 0
	xxpermx 43, 61, 12, 0, 0
	xxsel 34, 44, 12, 34
	xxsel 39, 0, 43, 25
	xxsel 63, 37, 48, 20
	xxsel 63, 10, 49, 44
	xxsetaccz 6
	xxsetaccz 7
	xxsetaccz 5
	xxsetaccz 5
	xxsldwi 3, 10, 28, 2
	xxsldwi 20, 19, 28, 2
	xxsldwi 12, 36, 37, 1
	xxsldwi 43, 7, 4, 3
	xxsplti32dx 53, 1, 3165754544
	xxsplti32dx 10, 1, 3106260269
	xxsplti32dx 50, 0, -1
	xxsplti32dx 15, 0, -1690274435
	xxspltib 10, 58
	xxspltib 42, 118
	xxspltib 14, 26
	xxspltib 55, 183
	xxspltidp 55, -367524085
	xxspltidp 22, 4255449045
	xxspltidp 44, 4294967295
	xxspltidp 0, 3268423853
	xxspltiw 32, -1652208806
	xxspltiw 57, 4196455418
	xxspltiw 55, 2242640475
	xxspltiw 16, 2501616718
	xxspltw 39, 48, 3
	xxspltw 29, 11, 0
	xxspltw 28, 16, 3
	xxspltw 28, 56, 2
