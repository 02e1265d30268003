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
	adde. 1, 18, 30
	adde. 5, 8, 7
	adde. 2, 9, 24
	adde. 3, 6, 19
	li 29, -29349
	li 6, -19000
	li 4, 32767
	addi 15, 24, 249
	addic 29, 31, 2653
	addic 8, 22, -32502
	addic 23, 22, 0
	addic 20, 25, -12210
	addic. 14, 18, -30473
	addic. 30, 10, 20493
	addic. 29, 30, 32767
	addic. 11, 8, -19483
	addis 10, 9, -61259
	lis 5, -1
	lis 8, 65535
	addis 31, 2, -7769
	addme 22, 2
	addme 16, 13
	addme 13, 17
	addme 27, 13
	addmeo 12, 5
	addmeo 8, 14
	addmeo 4, 6
	addmeo 13, 24
	addmeo. 31, 15
	addmeo. 4, 23
	addmeo. 14, 7
	addmeo. 8, 7
	addme. 22, 5
	addme. 24, 12
	addme. 2, 5
	addme. 4, 8
	addo 25, 31, 30
	addo 17, 9, 25
	addo 24, 30, 17
	addo 13, 15, 1
	addo. 30, 5, 15
	addo. 30, 16, 18
	addo. 18, 9, 17
	addo. 12, 20, 19
	addze 23, 0
	addze 30, 16
	addze 19, 21
	addze 20, 11
	addzeo 26, 18
	addzeo 2, 29
	addzeo 8, 1
	addzeo 2, 7
	addzeo. 0, 28
	addzeo. 6, 13
	addzeo. 19, 27
	addzeo. 9, 4
	addze. 0, 20
	addze. 3, 14
	addze. 21, 4
	addze. 2, 3
	add. 29, 26, 31
	add. 7, 31, 9
	add. 11, 18, 21
	add. 27, 21, 14
	and 1, 20, 28
	and 25, 12, 13
	and 12, 4, 17
	and 10, 24, 9
	andc 24, 26, 10
	andc 12, 3, 9
	andc 0, 9, 27
	andc 3, 21, 29
	andc. 22, 10, 14
	andc. 11, 3, 9
	andc. 29, 10, 27
	andc. 29, 28, 12
	andis. 6, 23, 55299
	andis. 31, 31, 31443
	andis. 31, 26, 29015
	andis. 8, 25, 64383
	andi. 6, 29, 0
	andi. 25, 18, 22980
	andi. 2, 31, 32742
	andi. 17, 6, 20262
	and. 29, 27, 19
	and. 2, 0, 22
	and. 6, 29, 6
	and. 19, 19, 9
	b .-33554432
	b .-19060040
	b .+14192312
	b .+0
	ba 0x0
	ba 0x78a58
	ba 0xfffffffffe000000
	ba 0x16fffe4
	bdnzt	25, .+29480
	bf+	17, .-30600
	bdzf	7, .-32768
	bf	24, .-17736
	bca 31, 3, 0x3100
	bdzfa	22, 0xffffffffffff954c
	bca 31, 11, 0xffffffffffffe814
	bdzfa	5, 0x46a8
	beq-	6, .+14092
	bun+ 2, .+5124
	bc 24, 22, .-1276
	bc 19, 6, .-9236
	bca 29, 20, 0xffffffffffff8000
	bca 2, 9, 0xfffffffffffffffc
	bca 0, 0, 0x0
	bca 30, 30, 0x7374
	bgtctr+	3
	bltctr+	3
	bnuctr 5
	bcctr 21, 21
	bcctrl 19, 5
	bcctrl 2, 3
	bnuctrl- 1
	bcctrl 1, 31
	bnul 1, .-32768
	bltl+	3, .+7860
	bcl 27, 23, .-4
	bcl 30, 8, .-32768
	bnula+ 5, 0x6d4
	bcla 0, 22, 0xffffffffffffc5f4
	bcla 0, 31, 0xffffffffffff8000
	bgtla+	5, 0x3140
	bclr 19, 3
	bclr 1, 28
	bclr 29, 3
	bclr 1, 27
	bclrl 0, 3
	bclrl 13, 3
	bgtlrl	4
	bclrl 0, 26
	bcctr 26, 22, 2
	bcctr	20, 12
	bcctr 17, 26, 2
	bcctr 12, 12, 1
	bcctrl	14, 2
	bcctrl 3, 24, 2
	bcctrl 28, 26, 3
	bcctrl	6, 21
	bdnzfl	11, .-29180
	bdnzfl	22, .+5408
	bcl 1, 22, .+14364
	bdzfl	3, .+27252
	bcla 9, 6, 0x328
	bcla 24, 22, 0x72c8
	bcla 22, 26, 0xffffffffffffcb58
	bdzfla	2, 0x3c9c
	bclr	10, 16
	bclr 31, 14, 2
	bclr 23, 31, 2
	bclr	7, 14
	bclrl	31, 6
	bclrl 13, 7, 3
	bclrl	17, 27
	bclrl	16, 12
	bctr
	bctr
	bctr
	bctr
	bctrl
	bctrl
	bctrl
	bctrl
	bdnz .+32764
	bdnz .-1376
	bdnz .+15748
	bdnz .+14268
	bdnza 0x37f8
	bdnza 0xfffffffffffffcc8
	bdnza 0xffffffffffffc9f4
	bdnza 0x4ed4
	bdnzl .-21696
	bdnzl .-13384
	bdnzl .+1940
	bdnzl .-4
	bdnzla 0x0
	bdnzla 0xfffffffffffffffc
	bdnzla 0x30fc
	bdnzla 0xfffffffffffffec8
	bdnzlrl
	bdnzlrl
	bdnzlrl
	bdnzlrl
	bdnzlr
	bdnzlr
	bdnzlr
	bdnzlr
	bdnz- .-10052
	bdnz- .-17188
	bdnz- .-30008
	bdnz- .+22216
	bdnza- 0x7ffc
	bdnza- 0xcb8
	bdnza- 0x7fc
	bdnza- 0x3b34
	bdnzl- .+3208
	bdnzl- .+31316
	bdnzl- .+21540
	bdnzl- .+32764
	bdnzla- 0x56e4
	bdnzla- 0x4d38
	bdnzla- 0xffffffffffffa6d4
	bdnzla- 0xfffffffffffffee4
	bdnzlrl-
	bdnzlrl-
	bdnzlrl-
	bdnzlrl-
	bdnzlr-
	bdnzlr-
	bdnzlr-
	bdnzlr-
	bdnz+ .+0
	bdnz+ .+1572
	bdnz+ .+7780
	bdnz+ .-2196
	bdnza+ 0x1708
	bdnza+ 0xffffffffffff8000
	bdnza+ 0x21c4
	bdnza+ 0xffffffffffffe3f8
	bdnzl+ .-31684
	bdnzl+ .-5576
	bdnzl+ .+28020
	bdnzl+ .-16964
	bdnzla+ 0x7ffc
	bdnzla+ 0x7ed8
	bdnzla+ 0x0
	bdnzla+ 0x4bb4
	bdnzlrl+
	bdnzlrl+
	bdnzlrl+
	bdnzlrl+
	bdnzlr+
	bdnzlr+
	bdnzlr+
	bdnzlr+
	bdz .-22624
	bdz .-32768
	bdz .+28616
	bdz .+16776
	bdza 0x7ffc
	bdza 0x47a4
	bdza 0xffffffffffffa184
	bdza 0xffffffffffff8000
	bdzl .+316
	bdzl .-11364
	bdzl .+11360
	bdzl .-1460
	bdzla 0x6360
	bdzla 0x5848
	bdzla 0x34e0
	bdzla 0x644
	bdzlrl
	bdzlrl
	bdzlrl
	bdzlrl
	bdzlr
	bdzlr
	bdzlr
	bdzlr
	bdz- .+32764
	bdz- .+18504
	bdz- .-32532
	bdz- .+11576
	bdza- 0xffffffffffffe7ec
	bdza- 0x7ef8
	bdza- 0xffffffffffffec60
	bdza- 0x30c
	bdzl- .-32768
	bdzl- .-4
	bdzl- .-10788
	bdzl- .-4
	bdzla- 0xffffffffffffa4d4
	bdzla- 0xffffffffffffcb44
	bdzla- 0xffffffffffff8000
	bdzla- 0x3ecc
	bdzlrl-
	bdzlrl-
	bdzlrl-
	bdzlrl-
	bdzlr-
	bdzlr-
	bdzlr-
	bdzlr-
	bdz+ .-4
	bdz+ .+32764
	bdz+ .-4
	bdz+ .+20324
	bdza+ 0xffffffffffffdde0
	bdza+ 0x0
	bdza+ 0x5aec
	bdza+ 0x0
	bdzl+ .+22484
	bdzl+ .+180
	bdzl+ .+22168
	bdzl+ .-27464
	bdzla+ 0x4744
	bdzla+ 0xffffffffffff8408
	bdzla+ 0xfffffffffffff414
	bdzla+ 0x1f48
	bdzlrl+
	bdzlrl+
	bdzlrl+
	bdzlrl+
	bdzlr+
	bdzlr+
	bdzlr+
	bdzlr+
	bl .-19673244
	bl .+21062268
	bl .-25058876
	bl .+0
	bla 0xffffffffffa297e8
	bla 0xfffffffffe000000
	bla 0x1fffffc
	bla 0xffffffffff3dbd98
	blr
	blr
	blr
	blr
	blrl
	blrl
	blrl
	blrl
	cmpb 12, 23, 0
	cmpb 16, 19, 5
	cmpb 29, 18, 31
	cmpb 3, 18, 1
	cmpd 4, 15, 20
	cmpd 4, 0, 17
	cmpd 5, 22, 11
	cmpd 2, 22, 14
	cmpdi	20, 14483
	cmpdi 5, 29, 13852
	cmpdi 2, 16, -1933
	cmpdi 2, 22, 10465
	cmpld 5, 10, 24
	cmpld	11, 9
	cmpld 2, 14, 2
	cmpld	12, 3
	cmpldi	5, 63397
	cmpldi	2, 65535
	cmpldi 1, 7, 52632
	cmpldi 1, 8, 37721
	cmplw 1, 17, 10
	cmplw 7, 15, 13
	cmplw 5, 18, 21
	cmplw 4, 13, 9
	cmplwi 1, 6, 18077
	cmplwi 5, 2, 54054
	cmplwi	28, 33170
	cmplwi	6, 32490
	cmpw 1, 8, 16
	cmpw 7, 6, 6
	cmpw 5, 21, 12
	cmpw 1, 9, 13
	cmpwi 4, 10, 31123
	cmpwi 6, 15, 11657
	cmpwi 3, 20, 7599
	cmpwi 6, 18, -163
	cntlzd 13, 6
	cntlzd 15, 30
	cntlzd 22, 21
	cntlzd 19, 24
	cntlzd. 7, 5
	cntlzd. 4, 31
	cntlzd. 31, 10
	cntlzd. 28, 30
	cntlzw	3, 20
	cntlzw	1, 0
	cntlzw	30, 16
	cntlzw	2, 27
	cntlzw.	4, 25
	cntlzw.	20, 22
	cntlzw.	14, 18
	cntlzw.	1, 14
	cnttzd 21, 2
	cnttzd 28, 22
	cnttzd 22, 13
	cnttzd 1, 11
	cnttzd. 3, 5
	cnttzd. 9, 16
	cnttzd. 31, 23
	cnttzd. 9, 28
	cnttzw 12, 3
	cnttzw 27, 14
	cnttzw 3, 3
	cnttzw 29, 19
	cnttzw. 24, 17
	cnttzw. 27, 3
	cnttzw. 0, 17
	cnttzw. 22, 14
	crand 12, 17, 19
	crand 30, 30, 7
	crand 3, 23, 10
	crand 24, 15, 28
	crandc 25, 7, 23
	crandc 12, 22, 5
	crandc 17, 0, 23
	crandc 17, 20, 11
	creqv 4, 27, 7
	creqv 8, 27, 3
	crset	16
	creqv 2, 18, 0
	crnand 21, 12, 10
	crnand 5, 22, 23
	crnand 2, 21, 1
	crnand 30, 4, 18
	crnor 19, 24, 2
	crnor 22, 30, 6
	crnor 12, 12, 30
	crnor 31, 2, 14
	cror 18, 11, 5
	cror 1, 24, 14
	cror 3, 21, 5
	cror 8, 9, 0
	crorc 6, 28, 27
	crorc 5, 25, 26
	crorc 10, 3, 0
	crorc 6, 20, 23
	crxor 4, 28, 22
	crxor 4, 2, 18
	crxor 27, 6, 14
	crxor 29, 28, 18
	divd 6, 4, 12
	divd 1, 10, 12
	divd 5, 27, 29
	divd 11, 28, 29
	divde 29, 31, 19
	divde 31, 18, 15
	divde 1, 2, 5
	divde 17, 13, 12
	divdeo 24, 19, 23
	divdeo 26, 28, 31
	divdeo 2, 10, 0
	divdeo 3, 31, 30
	divdeo. 26, 28, 23
	divdeo. 6, 29, 16
	divdeo. 24, 4, 3
	divdeo. 16, 21, 31
	divdeu 3, 2, 22
	divdeu 4, 11, 26
	divdeu 7, 5, 28
	divdeu 7, 1, 8
	divdeuo 17, 7, 2
	divdeuo 25, 5, 25
	divdeuo 10, 3, 4
	divdeuo 8, 6, 31
	divdeuo. 0, 28, 20
	divdeuo. 16, 25, 28
	divdeuo. 10, 9, 26
	divdeuo. 30, 19, 16
	divdeu. 2, 23, 9
	divdeu. 12, 16, 16
	divdeu. 10, 31, 31
	divdeu. 10, 8, 20
	divde. 10, 4, 5
	divde. 21, 20, 25
	divde. 25, 24, 11
	divde. 27, 13, 3
	divdo 30, 31, 21
	divdo 10, 15, 17
	divdo 7, 27, 22
	divdo 0, 17, 22
	divdo. 20, 17, 9
	divdo. 28, 29, 29
	divdo. 31, 30, 14
	divdo. 1, 29, 28
	divdu 29, 18, 13
	divdu 20, 23, 28
	divdu 19, 8, 22
	divdu 29, 5, 13
	divduo 27, 20, 17
	divduo 22, 9, 30
	divduo 13, 31, 23
	divduo 13, 15, 10
	divduo. 11, 17, 6
	divduo. 9, 5, 7
	divduo. 19, 11, 31
	divduo. 4, 15, 29
	divdu. 20, 12, 23
	divdu. 3, 2, 8
	divdu. 24, 2, 3
	divdu. 22, 12, 15
	divd. 26, 29, 22
	divd. 13, 3, 9
	divd. 27, 27, 0
	divd. 9, 27, 16
	divw 3, 1, 6
	divw 23, 10, 18
	divw 20, 2, 1
	divw 11, 15, 27
	divwe 31, 23, 14
	divwe 24, 0, 16
	divwe 3, 21, 29
	divwe 27, 2, 29
	divweo 28, 31, 8
	divweo 4, 0, 29
	divweo 8, 30, 1
	divweo 12, 0, 1
	divweo. 25, 3, 29
	divweo. 22, 3, 22
	divweo. 4, 29, 21
	divweo. 15, 3, 25
	divweu 9, 5, 0
	divweu 4, 3, 24
	divweu 29, 8, 31
	divweu 28, 8, 27
	divweuo 16, 11, 13
	divweuo 4, 28, 12
	divweuo 10, 12, 23
	divweuo 26, 16, 10
	divweuo. 14, 2, 1
	divweuo. 9, 11, 22
	divweuo. 2, 29, 4
	divweuo. 2, 3, 25
	divweu. 7, 14, 18
	divweu. 28, 5, 7
	divweu. 9, 26, 21
	divweu. 27, 18, 11
	divwe. 10, 18, 8
	divwe. 12, 15, 11
	divwe. 29, 27, 12
	divwe. 7, 28, 13
	divwo 5, 3, 21
	divwo 6, 24, 3
	divwo 24, 23, 7
	divwo 0, 3, 29
	divwo. 28, 18, 10
	divwo. 3, 3, 21
	divwo. 26, 27, 30
	divwo. 10, 30, 9
	divwu 3, 23, 20
	divwu 26, 30, 10
	divwu 2, 5, 28
	divwu 11, 29, 13
	divwuo 9, 18, 25
	divwuo 27, 5, 22
	divwuo 28, 6, 12
	divwuo 24, 5, 15
	divwuo. 20, 11, 20
	divwuo. 25, 13, 0
	divwuo. 3, 18, 22
	divwuo. 16, 16, 0
	divwu. 0, 28, 30
	divwu. 2, 26, 17
	divwu. 27, 27, 27
	divwu. 29, 23, 24
	divw. 11, 13, 18
	divw. 1, 26, 17
	divw. 30, 0, 8
	divw. 26, 15, 2
	eieio
	eieio
	eieio
	eieio
	eqv 6, 12, 2
	eqv 5, 2, 31
	eqv 5, 26, 18
	eqv 30, 1, 18
	eqv. 15, 16, 4
	eqv. 31, 8, 31
	eqv. 23, 3, 0
	eqv. 7, 29, 7
	extsb 22, 0
	extsb 8, 31
	extsb 31, 6
	extsb 3, 6
	extsb. 5, 23
	extsb. 27, 22
	extsb. 24, 8
	extsb. 3, 2
	extsh 22, 22
	extsh 10, 27
	extsh 31, 16
	extsh 17, 4
	extsh. 21, 7
	extsh. 4, 6
	extsh. 24, 7
	extsh. 20, 5
	extsw 19, 20
	extsw 19, 21
	extsw 23, 12
	extsw 15, 15
	extswsli 3, 1, 48
	extswsli 16, 11, 63
	extswsli 16, 27, 0
	extswsli 15, 6, 11
	extswsli. 26, 21, 50
	extswsli. 10, 5, 63
	extswsli. 16, 25, 58
	extswsli. 26, 6, 23
	extsw. 17, 27
	extsw. 21, 23
	extsw. 0, 10
	extsw. 2, 6
	fabs 21, 19
	fabs 31, 24
	fabs 29, 14
	fabs 28, 26
	fabs. 1, 15
	fabs. 9, 10
	fabs. 7, 24
	fabs. 18, 3
	fadd 24, 15, 9
	fadd 27, 1, 12
	fadd 17, 15, 27
	fadd 9, 0, 13
	fadds 4, 29, 10
	fadds 0, 6, 26
	fadds 12, 28, 22
	fadds 18, 12, 14
	fadds. 17, 24, 13
	fadds. 5, 16, 17
	fadds. 15, 2, 1
	fadds. 29, 2, 2
	fadd. 12, 15, 5
	fadd. 25, 17, 12
	fadd. 7, 26, 9
	fadd. 29, 0, 3
	fcfid 8, 25
	fcfid 24, 15
	fcfid 23, 0
	fcfid 0, 10
	fcfids 22, 27
	fcfids 5, 27
	fcfids 14, 28
	fcfids 5, 13
	fcfids. 21, 23
	fcfids. 7, 19
	fcfids. 8, 12
	fcfids. 13, 27
	fcfidu 0, 23
	fcfidu 8, 22
	fcfidu 10, 9
	fcfidu 9, 13
	fcfidus 31, 25
	fcfidus 4, 10
	fcfidus 25, 8
	fcfidus 7, 21
	fcfidus. 22, 30
	fcfidus. 11, 9
	fcfidus. 25, 7
	fcfidus. 16, 31
	fcfidu. 14, 2
	fcfidu. 24, 21
	fcfidu. 1, 3
	fcfidu. 10, 30
	fcfid. 7, 22
	fcfid. 8, 30
	fcfid. 23, 28
	fcfid. 28, 12
	fcmpo 3, 30, 22
	fcmpo 2, 31, 26
	fcmpo 4, 12, 18
	fcmpo 1, 21, 27
	fcmpu 2, 22, 16
	fcmpu 7, 28, 8
	fcmpu 0, 14, 18
	fcmpu 4, 15, 16
	fcpsgn 4, 22, 21
	fcpsgn 6, 25, 22
	fcpsgn 24, 13, 13
	fcpsgn 18, 2, 5
	fcpsgn. 19, 6, 31
	fcpsgn. 19, 27, 23
	fcpsgn. 3, 15, 22
	fcpsgn. 0, 3, 28
	fctid 1, 6
	fctid 13, 30
	fctid 0, 8
	fctid 13, 28
	fctidu 17, 0
	fctidu 16, 14
	fctidu 6, 20
	fctidu 3, 29
	fctiduz 7, 18
	fctiduz 10, 5
	fctiduz 30, 9
	fctiduz 29, 8
	fctiduz. 16, 29
	fctiduz. 19, 8
	fctiduz. 24, 27
	fctiduz. 15, 12
	fctidu. 16, 2
	fctidu. 10, 1
	fctidu. 24, 0
	fctidu. 25, 18
	fctidz 11, 9
	fctidz 29, 18
	fctidz 2, 6
	fctidz 19, 18
	fctidz. 16, 25
	fctidz. 17, 18
	fctidz. 17, 6
	fctidz. 28, 21
	fctid. 17, 16
	fctid. 30, 28
	fctid. 2, 18
	fctid. 4, 30
	fctiw 2, 20
	fctiw 29, 19
	fctiw 17, 21
	fctiw 28, 19
	fctiwu 16, 14
	fctiwu 25, 24
	fctiwu 0, 30
	fctiwu 3, 0
	fctiwuz 10, 18
	fctiwuz 2, 4
	fctiwuz 3, 21
	fctiwuz 31, 10
	fctiwuz. 9, 8
	fctiwuz. 5, 14
	fctiwuz. 18, 10
	fctiwuz. 8, 1
	fctiwu. 23, 23
	fctiwu. 12, 25
	fctiwu. 24, 11
	fctiwu. 25, 30
	fctiwz 20, 24
	fctiwz 2, 30
	fctiwz 21, 1
	fctiwz 14, 0
	fctiwz. 2, 11
	fctiwz. 5, 28
	fctiwz. 26, 18
	fctiwz. 3, 15
	fctiw. 23, 24
	fctiw. 7, 25
	fctiw. 0, 6
	fctiw. 21, 9
	fdiv 24, 13, 9
	fdiv 25, 12, 12
	fdiv 22, 15, 12
	fdiv 25, 3, 27
	fdivs 18, 28, 12
	fdivs 10, 6, 20
	fdivs 20, 11, 15
	fdivs 11, 2, 18
	fdivs. 8, 19, 16
	fdivs. 16, 21, 2
	fdivs. 6, 30, 4
	fdivs. 1, 7, 15
	fdiv. 18, 19, 1
	fdiv. 15, 12, 13
	fdiv. 9, 18, 31
	fdiv. 5, 9, 4
	fmadd 19, 16, 28, 28
	fmadd 6, 16, 26, 4
	fmadd 27, 17, 26, 29
	fmadd 10, 6, 23, 31
	fmadds 17, 11, 14, 20
	fmadds 8, 15, 6, 29
	fmadds 24, 0, 24, 28
	fmadds 24, 8, 24, 12
	fmadds. 5, 6, 25, 5
	fmadds. 20, 1, 3, 10
	fmadds. 5, 21, 19, 30
	fmadds. 13, 18, 4, 23
	fmadd. 9, 3, 25, 18
	fmadd. 1, 18, 5, 11
	fmadd. 3, 17, 2, 27
	fmadd. 4, 0, 6, 16
	fmr 21, 23
	fmr 26, 0
	fmr 14, 23
	fmr 17, 27
	fmr. 22, 15
	fmr. 2, 30
	fmr. 8, 0
	fmr. 19, 23
	fmsub 8, 14, 11, 30
	fmsub 17, 13, 19, 22
	fmsub 16, 3, 1, 19
	fmsub 3, 16, 13, 5
	fmsubs 27, 17, 17, 25
	fmsubs 16, 14, 1, 3
	fmsubs 28, 7, 19, 24
	fmsubs 6, 23, 15, 31
	fmsubs. 4, 24, 23, 27
	fmsubs. 24, 1, 20, 10
	fmsubs. 5, 18, 7, 0
	fmsubs. 18, 18, 29, 19
	fmsub. 9, 6, 3, 1
	fmsub. 23, 1, 17, 8
	fmsub. 11, 8, 16, 11
	fmsub. 31, 7, 19, 19
	fmul 16, 27, 5
	fmul 12, 26, 21
	fmul 24, 6, 20
	fmul 1, 5, 28
	fmuls 0, 19, 12
	fmuls 16, 30, 3
	fmuls 14, 8, 0
	fmuls 13, 24, 3
	fmuls. 24, 16, 30
	fmuls. 25, 31, 23
	fmuls. 30, 14, 0
	fmuls. 0, 13, 4
	fmul. 22, 5, 30
	fmul. 4, 24, 20
	fmul. 6, 17, 2
	fmul. 29, 18, 18
	fnabs 23, 25
	fnabs 14, 29
	fnabs 4, 7
	fnabs 13, 15
	fnabs. 8, 18
	fnabs. 29, 0
	fnabs. 23, 11
	fnabs. 14, 22
	fneg 21, 29
	fneg 11, 25
	fneg 3, 23
	fneg 22, 9
	fneg. 1, 27
	fneg. 8, 17
	fneg. 0, 1
	fneg. 26, 3
	fnmadd 1, 29, 18, 5
	fnmadd 12, 31, 5, 23
	fnmadd 14, 20, 14, 4
	fnmadd 19, 5, 14, 26
	fnmadds 5, 30, 25, 26
	fnmadds 19, 13, 7, 19
	fnmadds 22, 21, 1, 14
	fnmadds 28, 12, 23, 20
	fnmadds. 7, 27, 8, 11
	fnmadds. 31, 23, 29, 26
	fnmadds. 15, 20, 0, 3
	fnmadds. 8, 16, 15, 22
	fnmadd. 16, 6, 0, 19
	fnmadd. 3, 1, 30, 24
	fnmadd. 0, 7, 10, 7
	fnmadd. 9, 29, 11, 6
	fnmsub 11, 30, 30, 21
	fnmsub 0, 18, 2, 9
	fnmsub 18, 11, 1, 4
	fnmsub 5, 28, 25, 9
	fnmsubs 7, 2, 5, 13
	fnmsubs 30, 31, 29, 21
	fnmsubs 0, 24, 27, 8
	fnmsubs 4, 22, 10, 8
	fnmsubs. 21, 0, 12, 9
	fnmsubs. 11, 7, 6, 6
	fnmsubs. 8, 11, 13, 17
	fnmsubs. 29, 22, 10, 30
	fnmsub. 9, 0, 7, 5
	fnmsub. 25, 31, 22, 12
	fnmsub. 20, 13, 5, 28
	fnmsub. 8, 23, 11, 18
	fre 25, 14
	fre 7, 13
	fre 28, 17
	fre 22, 12
	fres 31, 23
	fres 30, 29
	fres 29, 7
	fres 28, 14
	fres. 14, 31
	fres. 19, 16
	fres. 27, 1
	fres. 31, 0
	fre. 30, 23
	fre. 9, 30
	fre. 7, 24
	fre. 17, 14
	frim 17, 21
	frim 10, 3
	frim 2, 1
	frim 28, 19
	frim. 5, 15
	frim. 18, 9
	frim. 3, 26
	frim. 19, 2
	frin 24, 21
	frin 23, 14
	frin 12, 23
	frin 21, 19
	frin. 27, 17
	frin. 13, 12
	frin. 4, 6
	frin. 11, 24
	frip 18, 30
	frip 19, 27
	frip 22, 27
	frip 12, 11
	frip. 9, 18
	frip. 27, 11
	frip. 26, 6
	frip. 28, 2
	friz 2, 14
	friz 20, 20
	friz 2, 1
	friz 24, 20
	friz. 3, 31
	friz. 30, 3
	friz. 28, 11
	friz. 5, 3
	frsp 5, 30
	frsp 3, 28
	frsp 15, 14
	frsp 24, 11
	frsp. 29, 24
	frsp. 3, 25
	frsp. 30, 4
	frsp. 15, 26
	frsqrte 22, 1
	frsqrte 6, 7
	frsqrte 28, 6
	frsqrte 21, 7
	frsqrtes 26, 24
	frsqrtes 0, 3
	frsqrtes 7, 19
	frsqrtes 28, 0
	frsqrtes. 13, 19
	frsqrtes. 24, 4
	frsqrtes. 19, 24
	frsqrtes. 5, 4
	frsqrte. 11, 2
	frsqrte. 24, 16
	frsqrte. 13, 17
	frsqrte. 6, 23
	fsel 7, 3, 6, 2
	fsel 20, 9, 4, 30
	fsel 25, 17, 23, 24
	fsel 0, 30, 12, 19
	fsel. 3, 6, 12, 8
	fsel. 25, 5, 22, 25
	fsel. 12, 28, 21, 30
	fsel. 31, 29, 19, 15
	fsqrt 16, 5
	fsqrt 15, 25
	fsqrt 11, 11
	fsqrt 10, 10
	fsqrts 12, 20
	fsqrts 25, 24
	fsqrts 12, 24
	fsqrts 8, 15
	fsqrts. 4, 22
	fsqrts. 13, 27
	fsqrts. 21, 27
	fsqrts. 3, 16
	fsqrt. 4, 9
	fsqrt. 18, 5
	fsqrt. 22, 24
	fsqrt. 28, 4
	fsub 10, 13, 11
	fsub 5, 7, 31
	fsub 20, 11, 27
	fsub 9, 4, 19
	fsubs 8, 2, 15
	fsubs 5, 3, 21
	fsubs 4, 26, 11
	fsubs 30, 16, 8
	fsubs. 18, 27, 13
	fsubs. 18, 24, 23
	fsubs. 18, 12, 19
	fsubs. 12, 23, 31
	fsub. 1, 10, 10
	fsub. 9, 14, 28
	fsub. 3, 12, 3
	fsub. 1, 24, 24
	isync
	isync
	isync
	isync
	la 26, 4980(13)
	la 29, 11058(10)
	la 15, 32623(30)
	la 29, -5834(7)
	lbarx 7, 0, 19
	lbarx 14, 17, 20
	lbarx 13, 19, 17
	lbarx 16, 3, 14
	lbz 27, -32768(6)
	lbz 7, 0(1)
	lbz 31, -20565(10)
	lbz 15, -21074(9)
	lbzu 1, 23312(5)
	lbzu 21, 20462(26)
	lbzu 5, 8340(28)
	lbzu 21, 24893(29)
	lbzux 29, 18, 13
	lbzux 13, 10, 14
	lbzux 3, 18, 1
	lbzux 13, 12, 7
	lbzx 0, 22, 12
	lbzx 2, 31, 0
	lbzx 16, 21, 27
	lbzx 26, 14, 6
	ld 4, 0(2)
	ld 13, 0(31)
	ld 27, 30976(26)
	ld 10, 30420(17)
	ldarx 6, 20, 0
	ldarx 20, 27, 12
	ldarx 4, 1, 6
	ldarx 3, 5, 10
	ldbrx 26, 16, 29
	ldbrx 3, 2, 9
	ldbrx 20, 4, 17
	ldbrx 24, 29, 21
	ldu 11, 24836(6)
	ldu 23, -13732(15)
	ldu 12, 0(16)
	ldu 25, 0(20)
	ldux 22, 13, 4
	ldux 15, 19, 0
	ldux 6, 15, 5
	ldux 12, 17, 8
	ldx 18, 4, 27
	ldx 2, 12, 28
	ldx 19, 5, 16
	ldx 16, 18, 30
	lfd 16, 9161(6)
	lfd 26, -29405(16)
	lfd 22, 13528(9)
	lfd 18, -8973(11)
	lfdu 0, -1(14)
	lfdu 6, 0(23)
	lfdu 21, 8746(28)
	lfdu 13, 1420(29)
	lfdux 28, 30, 18
	lfdux 5, 0, 19
	lfdux 14, 6, 31
	lfdux 9, 9, 27
	lfdx 31, 26, 10
	lfdx 16, 12, 9
	lfdx 6, 13, 13
	lfdx 2, 17, 3
	lfiwax 18, 1, 15
	lfiwax 2, 24, 10
	lfiwax 2, 19, 4
	lfiwax 16, 22, 14
	lfiwzx 15, 26, 0
	lfiwzx 4, 14, 10
	lfiwzx 23, 21, 6
	lfiwzx 17, 0, 16
	lfs 15, -32768(4)
	lfs 23, 0(23)
	lfs 12, -23712(18)
	lfs 1, 12580(6)
	lfsu 18, -13072(5)
	lfsu 29, -24837(7)
	lfsu 14, -5817(21)
	lfsu 9, -32768(21)
	lfsux 28, 8, 0
	lfsux 10, 3, 0
	lfsux 7, 27, 1
	lfsux 23, 8, 3
	lfsx 7, 19, 14
	lfsx 7, 19, 23
	lfsx 2, 3, 9
	lfsx 6, 24, 23
	lha 11, 31363(16)
	lha 15, 27342(1)
	lha 26, 11576(6)
	lha 29, -18942(11)
	lharx 30, 14, 15
	lharx 19, 0, 22
	lharx 23, 28, 28
	lharx 11, 11, 5
	lhau 23, 3422(5)
	lhau 1, 1(17)
	lhau 27, 12340(20)
	lhau 9, 22505(12)
	lhaux 21, 15, 13
	lhaux 10, 11, 8
	lhaux 13, 11, 26
	lhaux 31, 9, 24
	lhax 0, 28, 11
	lhax 11, 9, 20
	lhax 26, 7, 1
	lhax 3, 1, 21
	lhbrx 2, 13, 6
	lhbrx 25, 3, 25
	lhbrx 0, 19, 20
	lhbrx 18, 23, 12
	lhz 13, -412(29)
	lhz 22, 16453(2)
	lhz 2, -18624(3)
	lhz 5, 9696(26)
	lhzu 9, -4175(19)
	lhzu 22, -25577(7)
	lhzu 12, 7962(8)
	lhzu 8, 17921(31)
	lhzux 13, 14, 5
	lhzux 17, 5, 16
	lhzux 10, 5, 3
	lhzux 19, 23, 4
	lhzx 0, 25, 25
	lhzx 3, 30, 26
	lhzx 20, 19, 14
	lhzx 11, 13, 9
	li	6, -26395
	li	22, 32767
	li	20, -5973
	li	23, 0
	lis	1, 21641
	lis	25, -20110
	lis	10, 45293
	lis	14, 20101
	lvebx 5, 30, 1
	lvebx 27, 14, 26
	lvebx 15, 13, 30
	lvebx 1, 20, 25
	lvehx 26, 16, 15
	lvehx 14, 1, 26
	lvehx 9, 22, 21
	lvehx 25, 29, 13
	lvewx 23, 28, 25
	lvewx 13, 13, 25
	lvewx 1, 28, 6
	lvewx 14, 20, 23
	lvsl 11, 15, 0
	lvsl 16, 31, 17
	lvsl 3, 20, 23
	lvsl 24, 24, 21
	lvsr 11, 9, 23
	lvsr 4, 14, 4
	lvsr 5, 0, 5
	lvsr 13, 12, 13
	lvx 11, 0, 10
	lvx 26, 9, 17
	lvx 14, 26, 3
	lvx 17, 8, 13
	lvxl 17, 4, 13
	lvxl 30, 26, 7
	lvxl 14, 19, 25
	lvxl 24, 8, 3
	lwa 2, -22828(11)
	lwa 24, -11464(17)
	lwa 1, 32764(1)
	lwa 30, 15848(7)
	lwarx 9, 19, 6
	lwarx 29, 7, 20
	lwarx 18, 8, 4
	lwarx 25, 18, 6
	lwaux 9, 31, 31
	lwaux 4, 28, 2
	lwaux 6, 30, 19
	lwaux 27, 11, 15
	lwax 18, 23, 18
	lwax 9, 28, 14
	lwax 17, 11, 16
	lwax 1, 24, 0
	lwbrx 2, 31, 0
	lwbrx 17, 14, 14
	lwbrx 21, 27, 2
	lwbrx 28, 28, 15
	lwsync
	lwsync
	lwsync
	lwsync
	lwz 21, 1(14)
	lwz 29, 14643(12)
	lwz 10, -17013(16)
	lwz 19, -26356(6)
	lwzu 6, 1588(21)
	lwzu 0, -30346(26)
	lwzu 31, -13138(8)
	lwzu 4, 17875(0)
	lwzux 7, 26, 0
	lwzux 3, 4, 23
	lwzux 8, 9, 2
	lwzux 17, 21, 4
	lwzx 28, 21, 11
	lwzx 7, 7, 22
	lwzx 3, 3, 6
	lwzx 31, 10, 0
	lxsdx 57, 17, 21
	lxsdx 33, 21, 18
	lxsdx 17, 7, 25
	lxsdx 3, 6, 30
	lxvd2x 35, 16, 9
	lxvd2x 61, 16, 13
	lxvd2x 47, 1, 16
	lxvd2x 4, 23, 8
	lxvdsx 21, 12, 11
	lxvdsx 31, 31, 24
	lxvdsx 55, 27, 21
	lxvdsx 63, 23, 14
	lxvw4x 18, 26, 8
	lxvw4x 33, 23, 26
	lxvw4x 18, 30, 15
	lxvw4x 19, 29, 23
	lxvx 53, 24, 25
	lxvx 35, 30, 25
	lxvx 22, 22, 31
	lxvx 33, 29, 9
	mcrf 3, 4
	mcrf 5, 5
	mcrf 2, 7
	mcrf 6, 5
	mcrfs 4, 4
	mcrfs 3, 1
	mcrfs 7, 7
	mcrfs 6, 4
	mcrxrx 4
	mcrxrx 6
	mcrxrx 3
	mcrxrx 7
	mfcr 11
	mfcr 17
	mfcr 30
	mfcr 15
	mfctr 28
	mfctr 18
	mfctr 19
	mfctr 23
	mffs 20
	mffs 2
	mffs 13
	mffs 29
	mffs. 29
	mffs. 4
	mffs. 28
	mffs. 19
	mflr 20
	mflr 15
	mflr 1
	mflr 6
	mfocrf 2, 1
	mfocrf 6, 16
	mfocrf 18, 2
	mfocrf 6, 2
	mfxer	28
	mfspr 0, 660
	mfctr	30
	mfspr 24, 342
	mftb 27, 434
	mftb 20, 9
	mftbu	23
	mftb 5, 880
	mfvrsave	0
	mfvrsave	15
	mfvrsave	9
	mfvrsave	2
	mfvscr 1
	mfvscr 2
	mfvscr 17
	mfvscr 31
	mffprd	7, 19
	mffprd	5, 8
	mffprd	3, 23
	mfvsrd 19, 42
	mfvsrwz 14, 33
	mffprwz	29, 19
	mfvsrwz 17, 56
	mfvsrwz 7, 46
	modsd 31, 16, 7
	modsd 23, 25, 22
	modsd 5, 4, 31
	modsd 5, 9, 16
	modsw 26, 5, 13
	modsw 18, 19, 25
	modsw 16, 17, 3
	modsw 2, 14, 27
	modud 5, 13, 18
	modud 18, 20, 3
	modud 4, 30, 21
	modud 5, 8, 26
	moduw 15, 8, 0
	moduw 9, 28, 17
	moduw 27, 8, 28
	moduw 15, 31, 10
	mtcr	20
	mtcrf 0, 9
	mtcr	15
	mtcr	18
	mtctr 30
	mtctr 0
	mtctr 29
	mtctr 14
	mtfsb0 20
	mtfsb0 13
	mtfsb0 11
	mtfsb0 0
	mtfsb1 3
	mtfsb1 4
	mtfsb1 17
	mtfsb1 18
	mtfsf	130, 5
	mtfsf	0, 27
	mtfsf	0, 11
	mtfsf	12, 29
	mtfsfi	3, 0
	mtfsfi	4, 12
	mtfsfi	2, 15
	mtfsfi	5, 14
	mtfsfi.	6, 11
	mtfsfi.	6, 0
	mtfsfi.	1, 6
	mtfsfi.	1, 7
	mtfsf.	0, 20
	mtfsf.	28, 26
	mtfsf.	80, 9
	mtfsf.	106, 8
	mtlr 25
	mtlr 19
	mtlr 29
	mtlr 25
	mtocrf 16, 27
	mtocrf 16, 0
	mtocrf 16, 26
	mtocrf 128, 22
	mtdscr	13
	mtspr 416, 5
	mtspr 0, 7
	mtspr 918, 12
	mtvrsave	0
	mtvrsave	0
	mtvrsave	15
	mtvrsave	29
	mtvscr 4
	mtvscr 18
	mtvscr 0
	mtvscr 17
	mtfprd	25, 16
	mtfprd	18, 19
	mtvsrd 36, 18
	mtvsrd 50, 17
	mtvsrwz 45, 8
	mtvsrwz 52, 30
	mtfprwz	2, 26
	mtfprwz	0, 27
	mulhd 0, 24, 30
	mulhd 10, 30, 21
	mulhd 31, 31, 31
	mulhd 18, 2, 21
	mulhdu 5, 15, 25
	mulhdu 24, 8, 7
	mulhdu 0, 4, 8
	mulhdu 5, 27, 19
	mulhdu. 1, 21, 12
	mulhdu. 25, 26, 9
	mulhdu. 30, 24, 5
	mulhdu. 24, 10, 5
	mulhd. 16, 25, 27
	mulhd. 19, 5, 14
	mulhd. 3, 27, 2
	mulhd. 14, 6, 12
	mulhw 29, 0, 19
	mulhw 27, 0, 7
	mulhw 12, 2, 7
	mulhw 23, 24, 10
	mulhwu 3, 7, 19
	mulhwu 26, 19, 19
	mulhwu 25, 23, 20
	mulhwu 25, 30, 24
	mulhwu. 12, 29, 20
	mulhwu. 10, 25, 18
	mulhwu. 0, 31, 29
	mulhwu. 14, 2, 3
	mulhw. 27, 0, 11
	mulhw. 7, 20, 21
	mulhw. 21, 20, 23
	mulhw. 3, 27, 29
	mulld 18, 3, 18
	mulld 4, 20, 5
	mulld 15, 15, 0
	mulld 5, 14, 1
	mulldo 29, 31, 3
	mulldo 10, 23, 4
	mulldo 22, 3, 3
	mulldo 8, 4, 20
	mulldo. 17, 16, 24
	mulldo. 29, 27, 28
	mulldo. 28, 8, 2
	mulldo. 27, 21, 28
	mulld. 15, 10, 18
	mulld. 19, 26, 6
	mulld. 30, 31, 14
	mulld. 0, 12, 14
	mulli 17, 6, -24397
	mulli 7, 6, 31762
	mulli 28, 1, -32768
	mulli 15, 23, -31884
	mullw 3, 0, 2
	mullw 30, 12, 22
	mullw 28, 22, 4
	mullw 10, 2, 12
	mullwo 20, 12, 30
	mullwo 12, 19, 9
	mullwo 29, 27, 8
	mullwo 15, 7, 1
	mullwo. 15, 14, 1
	mullwo. 8, 13, 20
	mullwo. 0, 23, 22
	mullwo. 25, 20, 23
	mullw. 31, 12, 27
	mullw. 24, 4, 12
	mullw. 0, 6, 1
	mullw. 14, 13, 28
	nand 0, 5, 13
	nand 30, 27, 13
	nand 11, 30, 21
	nand 27, 25, 6
	nand. 28, 31, 2
	nand. 23, 29, 7
	nand. 5, 27, 19
	nand. 11, 11, 24
	neg 3, 12
	neg 15, 5
	neg 31, 13
	neg 21, 13
	nego 13, 26
	nego 29, 20
	nego 26, 6
	nego 11, 21
	nego. 13, 23
	nego. 31, 3
	nego. 30, 23
	nego. 5, 31
	neg. 17, 7
	neg. 16, 31
	neg. 26, 15
	neg. 24, 18
	nor 8, 24, 4
	nor 24, 5, 19
	nor 28, 30, 12
	nor 25, 22, 6
	nor. 5, 19, 3
	nor. 1, 19, 3
	not.	28, 30
	nor. 7, 20, 28
	mr	28, 16
	mr	0, 5
	or 9, 29, 28
	or 10, 31, 22
	orc 24, 12, 12
	orc 11, 12, 12
	orc 18, 16, 7
	orc 6, 22, 29
	orc. 1, 18, 24
	orc. 0, 15, 26
	orc. 18, 9, 30
	orc. 1, 15, 16
	nop
	ori 1, 3, 0
	ori 21, 14, 8439
	ori 2, 16, 62341
	oris 24, 15, 14539
	oris 7, 21, 3727
	oris 14, 16, 36301
	oris 19, 15, 41921
	or. 14, 30, 22
	or. 25, 9, 6
	mr.	12, 12
	or. 18, 16, 27
	popcntb 25, 23
	popcntb 27, 23
	popcntb 31, 4
	popcntb 12, 17
	popcntd 7, 15
	popcntd 24, 10
	popcntd 0, 23
	popcntd 9, 25
	popcntw 21, 8
	popcntw 6, 23
	popcntw 17, 9
	popcntw 18, 5
	ptesync
	ptesync
	ptesync
	ptesync
	rldcl 5, 9, 6, 52
	rldcl 25, 30, 2, 8
	rldcl 23, 31, 21, 46
	rotld	0, 26, 29
	rotld.	27, 26, 4
	rldcl. 12, 11, 9, 41
	rotld.	22, 30, 9
	rotld.	16, 1, 5
	rldcr 7, 22, 0, 6
	rldcr 5, 3, 10, 29
	rldcr 27, 2, 14, 14
	rldcr 18, 22, 10, 53
	rldcr. 15, 11, 19, 25
	rldcr. 4, 5, 28, 16
	rldcr. 2, 4, 24, 25
	rldcr. 31, 1, 0, 1
	rldic 12, 5, 2, 11
	rldic 21, 14, 1, 43
	rldic 15, 23, 50, 5
	rldic 2, 9, 1, 52
	rldicl 9, 17, 63, 38
	rldicl 18, 25, 50, 29
	rldicl 7, 29, 15, 9
	rldicl 0, 2, 59, 21
	rotldi.	16, 9, 50
	clrldi.	4, 5, 27
	rotldi.	20, 16, 51
	clrldi.	31, 25, 20
	rldicr 29, 7, 13, 47
	rldicr 14, 30, 21, 33
	rldicr 19, 29, 4, 9
	rldicr 10, 26, 39, 55
	rldicr. 14, 17, 60, 52
	rldicr. 17, 17, 0, 25
	rldicr. 2, 17, 20, 56
	rldicr. 4, 22, 28, 0
	rldic. 3, 8, 8, 26
	rldic. 21, 16, 45, 52
	rldic. 0, 4, 5, 21
	rldic. 21, 7, 41, 28
	rldimi 19, 19, 35, 22
	rldimi 28, 6, 2, 22
	rldimi 20, 6, 57, 0
	rldimi 7, 3, 18, 0
	rldimi. 11, 31, 1, 35
	rldimi. 29, 29, 50, 63
	rldimi. 4, 25, 63, 10
	rldimi. 26, 19, 43, 4
	rlwimi 29, 19, 8, 1, 11
	rlwimi 26, 1, 10, 21, 1
	rlwimi 4, 3, 17, 21, 30
	rlwimi 30, 8, 10, 5, 12
	rlwimi. 28, 10, 16, 0, 29
	rlwimi. 20, 29, 21, 0, 31
	rlwimi. 26, 12, 1, 7, 24
	rlwimi. 4, 6, 7, 3, 30
	slwi 26, 25, 0
	rlwinm 14, 15, 13, 9, 17
	rlwinm 4, 26, 2, 5, 0
	rotlwi	25, 7, 30
	rlwinm 11, 24, 19, 31, 10
	clrlwi	20, 8, 1
	rlwinm 27, 6, 25, 4, 16
	rlwinm 8, 26, 30, 1, 19
	rlwinm. 25, 16, 28, 11, 31
	clrlwi.	14, 7, 3
	rlwinm. 22, 2, 31, 23, 0
	rlwinm. 7, 5, 4, 18, 5
	clrlwi.	10, 28, 11
	rlwinm. 1, 29, 3, 25, 6
	rlwinm. 9, 16, 6, 20, 6
	rotlwi.	21, 22, 1
	rlwnm 1, 0, 21, 24, 25
	rotlw	27, 12, 28
	rlwnm 11, 19, 20, 19, 9
	rotlw	19, 19, 30
	rotlw.	30, 19, 26
	rlwnm. 12, 31, 8, 18, 18
	rotlw.	27, 10, 18
	rlwnm. 0, 13, 9, 13, 3
	sc
	sc
	sc
	sc
	sld 19, 29, 2
	sld 19, 31, 4
	sld 15, 20, 11
	sld 18, 2, 26
	sld. 1, 17, 6
	sld. 2, 20, 13
	sld. 18, 18, 25
	sld. 24, 7, 5
	slw 23, 27, 5
	slw 8, 18, 20
	slw 25, 30, 21
	slw 16, 12, 16
	slw. 25, 20, 14
	slw. 10, 9, 9
	slw. 20, 17, 4
	slw. 5, 20, 8
	srad 28, 20, 4
	srad 2, 19, 4
	srad 8, 19, 24
	srad 15, 23, 11
	sradi 0, 26, 55
	sradi 31, 20, 0
	sradi 7, 20, 3
	sradi 26, 12, 20
	sradi. 8, 10, 50
	sradi. 7, 16, 15
	sradi. 22, 2, 40
	sradi. 21, 24, 46
	srad. 10, 2, 2
	srad. 23, 31, 23
	srad. 17, 25, 12
	srad. 27, 16, 18
	sraw 31, 16, 29
	sraw 4, 16, 29
	sraw 22, 30, 19
	sraw 14, 20, 26
	srawi 14, 0, 3
	srawi 7, 16, 31
	srawi 2, 18, 13
	srawi 13, 13, 31
	srawi. 23, 27, 24
	srawi. 0, 5, 0
	srawi. 9, 5, 11
	srawi. 26, 6, 14
	sraw. 18, 1, 26
	sraw. 16, 7, 15
	sraw. 0, 30, 31
	sraw. 20, 16, 14
	srd 13, 25, 13
	srd 14, 22, 1
	srd 4, 11, 26
	srd 19, 1, 8
	srd. 15, 29, 0
	srd. 6, 18, 18
	srd. 27, 4, 23
	srd. 0, 18, 30
	srw 31, 25, 3
	srw 22, 13, 25
	srw 2, 18, 5
	srw 22, 26, 5
	srw. 8, 16, 8
	srw. 11, 11, 22
	srw. 12, 27, 5
	srw. 27, 24, 5
	stb 9, -19069(5)
	stb 9, 20035(2)
	stb 27, 7481(9)
	stb 4, -21972(25)
	stbcx. 5, 25, 27
	stbcx. 2, 4, 30
	stbcx. 24, 8, 30
	stbcx. 4, 24, 30
	stbu 17, 0(8)
	stbu 21, 31132(1)
	stbu 24, -8638(1)
	stbu 11, 14911(29)
	stbux 14, 6, 7
	stbux 9, 4, 17
	stbux 22, 26, 10
	stbux 16, 23, 8
	stbx 12, 9, 12
	stbx 5, 20, 6
	stbx 8, 9, 6
	stbx 22, 12, 22
	std 28, -6572(28)
	std 0, 0(26)
	std 29, -12040(4)
	std 11, 0(20)
	stdbrx 26, 28, 9
	stdbrx 19, 6, 25
	stdbrx 10, 24, 25
	stdbrx 30, 16, 19
	stdcx. 21, 21, 29
	stdcx. 6, 4, 21
	stdcx. 23, 22, 27
	stdcx. 9, 2, 28
	stdu 11, 6364(5)
	stdu 23, -7884(7)
	stdu 5, -32768(19)
	stdu 24, 30392(12)
	stdux 8, 0, 10
	stdux 12, 8, 4
	stdux 16, 20, 15
	stdux 30, 13, 24
	stdx 19, 6, 12
	stdx 25, 13, 20
	stdx 21, 17, 0
	stdx 26, 7, 28
	stfd 21, -23852(30)
	stfd 24, -29983(21)
	stfd 11, -16569(23)
	stfd 9, 3261(10)
	stfdu 11, -5788(3)
	stfdu 16, 25453(26)
	stfdu 8, -1(15)
	stfdu 27, -8697(13)
	stfdux 0, 20, 2
	stfdux 12, 19, 7
	stfdux 21, 0, 26
	stfdux 9, 22, 24
	stfdx 27, 16, 21
	stfdx 17, 5, 18
	stfdx 6, 0, 18
	stfdx 11, 9, 23
	stfiwx 7, 23, 7
	stfiwx 9, 8, 12
	stfiwx 5, 4, 14
	stfiwx 2, 20, 26
	stfs 20, 24087(11)
	stfs 30, -31325(18)
	stfs 29, -12757(15)
	stfs 2, -3131(8)
	stfsu 9, 0(28)
	stfsu 0, -1(23)
	stfsu 24, -17340(0)
	stfsu 14, 5954(20)
	stfsux 16, 25, 4
	stfsux 30, 21, 26
	stfsux 5, 10, 10
	stfsux 8, 15, 20
	stfsx 25, 26, 26
	stfsx 19, 13, 27
	stfsx 27, 5, 26
	stfsx 26, 15, 9
	sth 30, 16211(17)
	sth 13, 26349(17)
	sth 12, -32589(30)
	sth 16, 0(0)
	sthbrx 3, 23, 8
	sthbrx 26, 27, 16
	sthbrx 11, 16, 19
	sthbrx 25, 29, 14
	sthcx. 16, 0, 12
	sthcx. 9, 18, 23
	sthcx. 19, 30, 11
	sthcx. 24, 24, 3
	sthu 24, -9789(13)
	sthu 24, 19188(14)
	sthu 1, 1304(18)
	sthu 8, -21303(15)
	sthux 20, 17, 31
	sthux 28, 20, 17
	sthux 3, 14, 13
	sthux 20, 3, 21
	sthx 4, 28, 8
	sthx 27, 20, 12
	sthx 11, 11, 22
	sthx 29, 8, 16
	stvebx 12, 26, 26
	stvebx 28, 25, 30
	stvebx 13, 9, 14
	stvebx 4, 22, 30
	stvehx 16, 8, 16
	stvehx 23, 10, 28
	stvehx 31, 28, 6
	stvehx 9, 26, 27
	stvewx 30, 12, 23
	stvewx 15, 0, 6
	stvewx 19, 18, 2
	stvewx 20, 18, 4
	stvx 27, 31, 5
	stvx 19, 0, 6
	stvx 29, 9, 4
	stvx 10, 16, 0
	stvxl 4, 16, 20
	stvxl 0, 23, 5
	stvxl 31, 26, 12
	stvxl 8, 3, 8
	stw 6, 21945(11)
	stw 4, -24636(9)
	stw 12, 10571(1)
	stw 16, 4124(21)
	stwbrx 30, 25, 12
	stwbrx 9, 27, 0
	stwbrx 8, 12, 15
	stwbrx 5, 19, 22
	stwcx. 21, 31, 20
	stwcx. 0, 9, 19
	stwcx. 5, 1, 21
	stwcx. 8, 2, 11
	stwu 23, -32768(12)
	stwu 9, 9259(4)
	stwu 12, -13192(12)
	stwu 18, -30821(9)
	stwux 19, 11, 0
	stwux 12, 13, 27
	stwux 24, 5, 17
	stwux 26, 15, 22
	stwx 18, 28, 16
	stwx 1, 17, 16
	stwx 16, 13, 28
	stwx 28, 25, 21
	stxsdx 45, 27, 1
	stxsdx 2, 8, 0
	stxsdx 5, 25, 12
	stxsdx 29, 19, 13
	stxvd2x 33, 11, 30
	stxvd2x 48, 23, 5
	stxvd2x 26, 14, 17
	stxvd2x 22, 18, 19
	stxvw4x 6, 3, 2
	stxvw4x 10, 20, 6
	stxvw4x 54, 1, 4
	stxvw4x 5, 18, 28
	stxvx 30, 17, 15
	stxvx 59, 27, 1
	stxvx 8, 14, 19
	stxvx 35, 8, 25
	sub	25, 2, 11
	sub	11, 28, 14
	sub	11, 28, 7
	sub	29, 1, 23
	subc	15, 19, 13
	subc	21, 12, 11
	subc	27, 7, 17
	subc	17, 9, 10
	subfco 28, 14, 29
	subfco 16, 1, 3
	subfco 13, 1, 26
	subfco 23, 10, 22
	subfco. 4, 27, 24
	subfco. 22, 22, 22
	subfco. 17, 8, 26
	subfco. 31, 4, 11
	subc.	9, 7, 8
	subc.	10, 13, 31
	subc.	23, 8, 2
	subc.	25, 4, 31
	subfe 25, 19, 23
	subfe 31, 26, 30
	subfe 3, 11, 5
	subfe 2, 24, 13
	subfeo 21, 26, 20
	subfeo 15, 12, 14
	subfeo 2, 8, 18
	subfeo 16, 9, 14
	subfeo. 26, 12, 15
	subfeo. 21, 18, 20
	subfeo. 15, 4, 14
	subfeo. 22, 14, 7
	subfe. 26, 3, 7
	subfe. 18, 5, 0
	subfe. 18, 25, 13
	subfe. 0, 8, 30
	subfic 4, 16, 17771
	subfic 22, 18, 15025
	subfic 0, 8, 32767
	subfic 20, 23, -2998
	subfme 23, 0
	subfme 23, 14
	subfme 1, 26
	subfme 24, 23
	subfmeo 10, 18
	subfmeo 31, 25
	subfmeo 2, 1
	subfmeo 22, 21
	subfmeo. 28, 17
	subfmeo. 2, 20
	subfmeo. 26, 15
	subfmeo. 6, 5
	subfme. 25, 10
	subfme. 3, 24
	subfme. 15, 12
	subfme. 2, 4
	subfo 20, 12, 18
	subfo 20, 20, 13
	subfo 7, 8, 26
	subfo 24, 27, 1
	subfo. 14, 9, 7
	subfo. 30, 3, 15
	subfo. 1, 19, 28
	subfo. 5, 5, 23
	subfze 28, 28
	subfze 21, 6
	subfze 28, 14
	subfze 26, 10
	subfzeo 0, 31
	subfzeo 16, 27
	subfzeo 23, 16
	subfzeo 17, 13
	subfzeo. 25, 10
	subfzeo. 13, 18
	subfzeo. 24, 11
	subfzeo. 19, 3
	subfze. 28, 18
	subfze. 3, 8
	subfze. 17, 20
	subfze. 20, 2
	sub.	22, 17, 22
	sub.	25, 19, 20
	sub.	8, 7, 1
	sub.	12, 19, 6
	sync
	sync
	sync
	sync
	tdeq	1, 6
	tdllt	15, 1
	td 23, 27, 28
	td 3, 0, 8
	tdeqi	1, -15527
	tdui	4, -14125
	tdui	30, 31917
	tdi 27, 14, -22323
	tw 21, 15, 18
	twlt	3, 29
	tw 19, 2, 30
	tw 21, 30, 16
	twi 19, 12, 32767
	twlti	28, -374
	twi 3, 30, 18420
	twi 0, 27, 32767
	vaddubm 27, 29, 28
	vaddubm 1, 4, 6
	vaddubm 14, 26, 11
	vaddubm 27, 15, 3
	vaddubs 2, 1, 16
	vaddubs 10, 2, 11
	vaddubs 28, 3, 30
	vaddubs 26, 9, 2
	vaddudm 4, 18, 4
	vaddudm 9, 7, 17
	vaddudm 22, 8, 31
	vaddudm 17, 8, 15
	vadduhm 18, 6, 27
	vadduhm 30, 20, 8
	vadduhm 31, 11, 30
	vadduhm 23, 4, 30
	vadduwm 21, 26, 6
	vadduwm 21, 4, 20
	vadduwm 17, 26, 2
	vadduwm 25, 6, 26
	vand 18, 1, 24
	vand 30, 10, 10
	vand 27, 23, 21
	vand 30, 11, 28
	vandc 16, 3, 6
	vandc 14, 17, 16
	vandc 25, 3, 10
	vandc 29, 24, 18
	vcmpequw 12, 29, 15
	vcmpequw 3, 29, 19
	vcmpequw 14, 19, 25
	vcmpequw 4, 3, 10
	vcmpequw. 25, 0, 9
	vcmpequw. 24, 20, 4
	vcmpequw. 24, 21, 16
	vcmpequw. 11, 20, 22
	vcmpgtsw 9, 23, 8
	vcmpgtsw 22, 18, 9
	vcmpgtsw 0, 8, 4
	vcmpgtsw 14, 23, 15
	vcmpgtsw. 12, 0, 22
	vcmpgtsw. 6, 19, 17
	vcmpgtsw. 4, 20, 21
	vcmpgtsw. 10, 9, 27
	veqv 25, 23, 0
	veqv 27, 10, 24
	veqv 13, 11, 9
	veqv 21, 13, 0
	vmaxsw 26, 29, 22
	vmaxsw 10, 30, 10
	vmaxsw 1, 8, 5
	vmaxsw 4, 28, 14
	vminuw 22, 4, 10
	vminuw 23, 2, 3
	vminuw 0, 24, 13
	vminuw 30, 24, 15
	vnand 20, 4, 12
	vnand 10, 4, 14
	vnand 19, 23, 16
	vnand 15, 10, 12
	vnor 2, 31, 13
	vnot	5, 21
	vnor 6, 13, 2
	vnor 3, 8, 14
	vmr	22, 18
	vmr	11, 13
	vmr	7, 6
	vmr	30, 1
	vorc 31, 26, 19
	vorc 11, 14, 26
	vorc 13, 24, 22
	vorc 20, 2, 22
	vperm 19, 30, 12, 12
	vperm 6, 16, 12, 23
	vperm 29, 11, 3, 14
	vperm 13, 7, 2, 28
	vsel 16, 27, 20, 19
	vsel 16, 9, 25, 17
	vsel 6, 13, 5, 19
	vsel 29, 13, 31, 13
	vsldoi 3, 4, 30, 1
	vsldoi 4, 9, 10, 1
	vsldoi 10, 17, 7, 1
	vsldoi 24, 20, 24, 15
	vslw 0, 10, 28
	vslw 27, 28, 2
	vslw 21, 20, 30
	vslw 4, 29, 4
	vspltb 3, 14, 27
	vspltb 17, 8, 30
	vspltb 5, 18, 4
	vspltb 30, 27, 10
	vsplth 12, 26, 15
	vsplth 17, 1, 17
	vsplth 12, 25, 31
	vsplth 16, 12, 14
	vspltisb 9, -2
	vspltisb 9, 8
	vspltisb 31, -1
	vspltisb 22, -9
	vspltish 12, -5
	vspltish 12, -3
	vspltish 18, -2
	vspltish 9, -15
	vspltisw 3, 7
	vspltisw 13, -16
	vspltisw 30, 14
	vspltisw 18, -16
	vspltw 27, 11, 0
	vspltw 31, 24, 13
	vspltw 24, 26, 14
	vspltw 2, 20, 12
	vsraw 21, 10, 15
	vsraw 26, 8, 24
	vsraw 12, 21, 16
	vsraw 5, 4, 10
	vsrw 4, 11, 24
	vsrw 28, 31, 13
	vsrw 31, 0, 14
	vsrw 24, 6, 16
	vsububm 14, 31, 25
	vsububm 1, 10, 29
	vsububm 22, 26, 3
	vsububm 12, 11, 11
	vsubudm 5, 18, 9
	vsubudm 7, 4, 21
	vsubudm 27, 16, 7
	vsubudm 14, 27, 13
	vsubuhm 23, 14, 25
	vsubuhm 25, 0, 17
	vsubuhm 11, 2, 3
	vsubuhm 11, 5, 14
	vsubuwm 20, 10, 14
	vsubuwm 19, 8, 31
	vsubuwm 23, 21, 17
	vsubuwm 9, 4, 29
	vxor 25, 10, 7
	vxor 2, 27, 27
	vxor 30, 22, 27
	vxor 1, 6, 16
	xor 14, 2, 10
	xor 4, 8, 30
	xor 14, 2, 2
	xor 2, 9, 0
	xnop
	xori 29, 9, 21162
	xori 27, 1, 54704
	xori 8, 25, 36686
	xoris 23, 13, 53709
	xoris 27, 17, 6389
	xoris 7, 14, 0
	xoris 18, 26, 61570
	xor. 15, 0, 14
	xor. 5, 21, 6
	xor. 11, 4, 13
	xor. 26, 16, 8
	xsadddp 22, 36, 57
	xsadddp 41, 21, 36
	xsadddp 53, 32, 13
	xsadddp 35, 47, 38
	xscmpudp 6, 1, 33
	xscmpudp 7, 59, 54
	xscmpudp 2, 18, 48
	xscmpudp 3, 46, 13
	xsmaddadp 34, 60, 60
	xsmaddadp 35, 28, 10
	xsmaddadp 58, 4, 23
	xsmaddadp 58, 5, 46
	xvadddp 1, 30, 20
	xvadddp 26, 32, 14
	xvadddp 41, 12, 27
	xvadddp 18, 45, 47
	xvcmpeqdp 3, 11, 50
	xvcmpeqdp 15, 49, 13
	xvcmpeqdp 44, 16, 51
	xvcmpeqdp 35, 2, 38
	xvcmpeqdp. 40, 23, 42
	xvcmpeqdp. 21, 41, 20
	xvcmpeqdp. 30, 25, 30
	xvcmpeqdp. 63, 20, 55
	xvmuldp 26, 39, 10
	xvmuldp 48, 3, 39
	xvmuldp 37, 17, 59
	xvmuldp 25, 59, 29
	xxland 10, 43, 15
	xxland 20, 10, 10
	xxland 45, 22, 39
	xxland 20, 13, 41
	xxlandc 2, 0, 40
	xxlandc 42, 39, 25
	xxlandc 18, 22, 26
	xxlandc 51, 20, 56
	xxleqv 22, 9, 35
	xxleqv 60, 43, 52
	xxleqv 38, 57, 51
	xxleqv 32, 36, 43
	xxlnand 63, 31, 25
	xxlnand 31, 41, 20
	xxlnand 38, 8, 59
	xxlnand 32, 50, 58
	xxlnor 27, 8, 6
	xxlnor 43, 59, 30
	xxlnor 27, 41, 49
	xxlnor 9, 19, 51
	xxlor 27, 17, 24
	xxlor 8, 7, 8
	xxlor 46, 14, 30
	xxlor 49, 11, 43
	xxlorc 13, 15, 54
	xxlorc 35, 54, 34
	xxlorc 42, 61, 5
	xxlorc 26, 33, 2
	xxlxor 7, 56, 31
	xxlxor 47, 20, 14
	xxlxor 49, 35, 14
	xxlxor 60, 63, 35
	xxmrghw 0, 56, 4
	xxmrghw 47, 21, 30
	xxmrghw 29, 58, 9
	xxmrghw 20, 49, 6
	xxmrglw 6, 55, 12
	xxmrglw 58, 5, 21
	xxmrglw 10, 55, 3
	xxmrglw 14, 38, 42
	xxspltd	41, 8, 0
	xxmrgld	54, 62, 47
	xxmrghd	28, 7, 5
	xxmrghd	14, 30, 4
	xxsel 61, 2, 26, 16
	xxsel 15, 31, 6, 32
	xxsel 6, 11, 8, 35
	xxsel 45, 29, 59, 55
	xxsldwi 54, 13, 11, 0
	xxsldwi 58, 59, 47, 3
	xxsldwi 43, 42, 50, 0
	xxsldwi 52, 4, 53, 3
	xxspltw 61, 17, 0
	xxspltw 44, 37, 2
	xxspltw 29, 30, 0
	xxspltw 25, 60, 0
