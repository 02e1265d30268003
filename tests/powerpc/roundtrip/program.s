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
	mffs 28
	mffs 18
	mffs 19
	mffs 23
	mffs. 20
	mffs. 2
	mffs. 13
	mffs. 29
	mfocrf 29, 2
	mfocrf 28, 16
	mfocrf 20, 8
	mfocrf 1, 2
	mfxer	2
	mfspr 18, 781
	mfctr	0
	mfspr 10, 410
	mftb 23, 1023
	mftb 2, 972
	mftbu	31
	mftb 10, 526
	mfvrsave	10
	mfvrsave	0
	mfvrsave	23
	mfvrsave	16
	mfvscr 17
	mfvscr 14
	mfvscr 24
	mfvscr 12
	mffprd	0, 23
	mffprd	21, 2
	mffprd	24, 4
	mffprd	26, 0
	mfvsrwz 20, 34
	mffprwz	19, 20
	mffprwz	24, 11
	mffprwz	7, 15
	modsd 15, 29, 16
	modsd 30, 19, 0
	modsd 25, 31, 9
	modsd 13, 30, 18
	modsw 31, 30, 4
	modsw 27, 0, 15
	modsw 9, 2, 1
	modsw 2, 17, 31
	modud 7, 9, 5
	modud 4, 3, 11
	modud 19, 21, 14
	modud 16, 29, 9
	moduw 17, 28, 7
	moduw 23, 31, 16
	moduw 7, 23, 25
	moduw 22, 5, 4
	mtcr	18
	mtcrf 225, 15
	mtcr	20
	mtcr	10
	mtfsb0 31
	mtfsb0 12
	mtfsb0 31
	mtfsb0 0
	mtfsb1 3
	mtfsb1 14
	mtfsb1 22
	mtfsb1 19
	mtfsf	135, 2
	mtfsf	188, 23
	mtfsf	178, 28
	mtfsf	101, 8
	mtfsfi	0, 0
	mtfsfi	0, 5
	mtfsfi	0, 15
	mtfsfi	4, 9
	mtfsfi.	1, 8
	mtfsfi.	7, 1
	mtfsfi.	0, 0
	mtfsfi.	0, 11
	mtfsf.	194, 1
	mtfsf.	99, 5
	mtfsf.	99, 5
	mtfsf.	119, 15
	mtocrf 1, 2
	mtocrf 32, 30
	mtocrf 2, 11
	mtocrf 8, 4
	mtdscr	16
	mtspr 868, 19
	mtspr 819, 18
	mtspr 796, 18
	mtvrsave	20
	mtvrsave	20
	mtvrsave	1
	mtvrsave	14
	mtvscr 11
	mtvscr 29
	mtvscr 13
	mtvscr 9
	mtvsrd 47, 4
	mtfprd	15, 24
	mtfprd	9, 1
	mtfprd	1, 14
	mtvsrwz 62, 16
	mtfprwz	19, 10
	mtvsrwz 60, 10
	mtfprwz	18, 16
	mulhd 13, 5, 1
	mulhd 21, 7, 19
	mulhd 21, 28, 8
	mulhd 1, 25, 11
	mulhdu 21, 9, 20
	mulhdu 4, 11, 6
	mulhdu 7, 20, 8
	mulhdu 3, 28, 12
	mulhdu. 0, 0, 15
	mulhdu. 29, 4, 18
	mulhdu. 0, 17, 12
	mulhdu. 16, 9, 19
	mulhd. 18, 18, 25
	mulhd. 17, 22, 8
	mulhd. 26, 30, 1
	mulhd. 26, 0, 27
	mulhw 0, 24, 30
	mulhw 10, 30, 21
	mulhw 31, 31, 31
	mulhw 18, 2, 21
	mulhwu 5, 15, 25
	mulhwu 24, 8, 7
	mulhwu 0, 4, 8
	mulhwu 5, 27, 19
	mulhwu. 1, 21, 12
	mulhwu. 25, 26, 9
	mulhwu. 30, 24, 5
	mulhwu. 24, 10, 5
	mulhw. 16, 25, 27
	mulhw. 19, 5, 14
	mulhw. 3, 27, 2
	mulhw. 14, 6, 12
	mulld 29, 0, 19
	mulld 27, 0, 7
	mulld 12, 2, 7
	mulld 23, 24, 10
	mulldo 3, 7, 19
	mulldo 26, 19, 19
	mulldo 25, 23, 20
	mulldo 25, 30, 24
	mulldo. 12, 29, 20
	mulldo. 10, 25, 18
	mulldo. 0, 31, 29
	mulldo. 14, 2, 3
	mulld. 27, 0, 11
	mulld. 7, 20, 21
	mulld. 21, 20, 23
	mulld. 3, 27, 29
	mulli 18, 3, -25292
	mulli 3, 8, -1
	mulli 17, 16, 31625
	mulli 14, 0, 16997
	mullw 19, 8, 6
	mullw 4, 7, 6
	mullw 28, 3, 17
	mullw 29, 25, 8
	mullwo 8, 15, 29
	mullwo 3, 30, 18
	mullwo 10, 30, 19
	mullwo 24, 21, 31
	mullwo. 28, 1, 1
	mullwo. 4, 15, 23
	mullwo. 14, 18, 27
	mullwo. 8, 2, 18
	mullw. 19, 24, 10
	mullw. 24, 10, 26
	mullw. 27, 16, 10
	mullw. 9, 7, 0
	nand 3, 0, 2
	nand 30, 12, 22
	nand 28, 22, 4
	nand 10, 2, 12
	nand. 20, 12, 30
	nand. 12, 19, 9
	nand. 29, 27, 8
	nand. 15, 7, 1
	neg 15, 14
	neg 1, 8
	neg 13, 20
	neg 0, 23
	nego 22, 25
	nego 20, 23
	nego 31, 12
	nego 27, 24
	nego. 4, 12
	nego. 0, 6
	nego. 1, 14
	nego. 13, 28
	neg. 0, 5
	neg. 13, 30
	neg. 27, 13
	neg. 11, 30
	nor 21, 27, 25
	nor 6, 28, 31
	nor 2, 23, 29
	nor 7, 5, 27
	not.	19, 11
	nor. 24, 3, 12
	not.	15, 5
	nor. 13, 21, 13
	mr	13, 26
	mr	20, 26
	or 11, 21, 13
	or 23, 31, 3
	orc 30, 23, 5
	orc 31, 17, 7
	orc 16, 31, 26
	orc 15, 24, 18
	orc. 8, 24, 4
	orc. 24, 5, 19
	orc. 28, 30, 12
	orc. 25, 22, 6
	nop
	ori 19, 3, 45849
	ori 24, 12, 20275
	ori 30, 1, 56338
	oris 19, 17, 15300
	oris 27, 23, 33462
	oris 22, 12, 37189
	oris 23, 8, 2343
	or. 3, 11, 3
	or. 15, 17, 10
	mr.	14, 1
	or. 16, 30, 23
	popcntb 28, 22
	popcntb 25, 1
	popcntb 8, 8
	popcntb 17, 15
	popcntd 22, 22
	popcntd 15, 8
	popcntd 26, 15
	popcntd 8, 17
	popcntw 19, 15
	popcntw 25, 23
	popcntw 14, 23
	popcntw 11, 27
	ptesync
	ptesync
	ptesync
	ptesync
	rldcl 1, 26, 29, 21
	rldcl 18, 16, 27, 17
	rldcl 6, 23, 17, 53
	rotld	1, 5, 8
	rotld.	26, 25, 30
	rldcl. 14, 30, 27, 41
	rotld.	19, 6, 0
	rotld.	4, 6, 11
	rldcr 28, 25, 8, 63
	rldcr 30, 22, 9, 6
	rldcr 11, 24, 29, 61
	rldcr 10, 11, 13, 26
	rldcr. 13, 20, 14, 22
	rldcr. 16, 26, 10, 25
	rldcr. 28, 0, 4, 36
	rldcr. 28, 11, 26, 41
	rldic 5, 12, 56, 16
	rldic 2, 4, 18, 4
	rldic 22, 0, 58, 13
	rldic 26, 12, 0, 26
	rotldi	26, 23, 56
	rldicl 30, 10, 22, 40
	rldicl 16, 10, 53, 6
	clrldi	24, 7, 26
	rotldi.	5, 28, 46
	clrldi.	15, 15, 60
	rotldi.	9, 13, 53
	rotldi.	15, 25, 0
	rldicr 25, 10, 31, 33
	rldicr 23, 20, 60, 51
	rldicr 11, 14, 16, 15
	rldicr 19, 30, 18, 60
	rldicr. 24, 19, 24, 59
	rldicr. 7, 14, 18, 53
	rldicr. 26, 23, 58, 34
	rldicr. 18, 24, 20, 35
	rldic. 0, 21, 25, 0
	rldic. 15, 31, 46, 44
	rldic. 10, 1, 2, 63
	rldic. 18, 1, 40, 32
	rldimi 13, 27, 8, 51
	rldimi 20, 8, 55, 47
	rldimi 31, 5, 7, 51
	rldimi 21, 14, 55, 28
	rldimi. 10, 22, 16, 61
	rldimi. 0, 13, 7, 18
	rldimi. 1, 11, 29, 9
	rldimi. 3, 31, 0, 0
	rlwimi 4, 4, 0, 31, 5
	rlwimi 26, 19, 21, 2, 22
	rlwimi 9, 8, 1, 11, 21
	rlwimi 6, 10, 21, 1, 1
	rlwimi. 3, 9, 24, 2, 1
	rlwimi. 29, 2, 30, 0, 26
	rlwimi. 12, 15, 6, 24, 0
	rlwimi. 9, 9, 24, 26, 6
	clrlwi	18, 26, 20
	rlwinm 3, 15, 17, 23, 1
	rlwinm 31, 31, 3, 31, 7
	rotlwi	30, 3, 2
	rlwinm 28, 21, 0, 25, 0
	clrlwi	18, 20, 5
	rlwinm 3, 11, 0, 21, 0
	rlwinm 0, 21, 13, 31, 0
	rlwinm. 11, 24, 19, 31, 10
	clrlwi.	20, 8, 1
	rlwinm. 27, 6, 25, 4, 16
	rlwinm. 8, 26, 30, 1, 19
	clrlwi.	25, 16, 11
	rlwinm. 14, 7, 15, 3, 28
	rlwinm. 22, 2, 31, 23, 0
	rotlwi.	7, 5, 4
	rlwnm 10, 28, 24, 27, 0
	rotlw	23, 7, 25
	rlwnm 18, 30, 29, 31, 10
	rotlw	6, 22, 3
	rotlw.	0, 16, 8
	rlwnm. 6, 9, 15, 22, 22
	rotlw.	20, 18, 26
	rlwnm. 24, 15, 10, 0, 20
	sc
	sc
	sc
	sc
	sld 10, 12, 24
	sld 18, 5, 8
	sld 15, 25, 1
	sld 0, 21, 9
	sld. 13, 30, 16
	sld. 27, 0, 16
	sld. 12, 28, 18
	sld. 7, 6, 7
	slw 21, 20, 30
	slw 0, 24, 18
	slw 17, 13, 28
	slw 11, 15, 31
	slw. 18, 24, 17
	slw. 19, 10, 10
	slw. 20, 9, 16
	slw. 21, 25, 27
	srad 12, 28, 13
	srad 11, 3, 12
	srad 29, 3, 1
	srad 7, 1, 2
	sradi 14, 28, 9
	sradi 28, 28, 59
	sradi 20, 18, 7
	sradi 21, 28, 1
	sradi. 9, 19, 28
	sradi. 19, 17, 61
	sradi. 30, 19, 50
	sradi. 25, 0, 58
	srad. 23, 14, 8
	srad. 18, 27, 2
	srad. 7, 4, 18
	srad. 18, 25, 19
	sraw 21, 9, 28
	sraw 5, 10, 12
	sraw 11, 12, 10
	sraw 18, 27, 10
	srawi 18, 16, 0
	srawi 26, 25, 23
	srawi 19, 24, 0
	srawi 1, 6, 31
	srawi. 26, 28, 13
	srawi. 20, 6, 16
	srawi. 17, 26, 2
	srawi. 20, 13, 16
	sraw. 25, 20, 14
	sraw. 10, 9, 9
	sraw. 20, 17, 4
	sraw. 5, 20, 8
	srd 28, 20, 4
	srd 2, 19, 4
	srd 8, 19, 24
	srd 15, 23, 11
	srd. 0, 26, 18
	srd. 25, 26, 27
	srd. 21, 14, 30
	srd. 7, 14, 30
	srw 6, 19, 13
	srw 15, 26, 6
	srw 25, 27, 31
	srw 20, 1, 18
	srw. 7, 20, 23
	srw. 16, 1, 29
	srw. 14, 26, 23
	srw. 23, 13, 21
	stb 22, 26995(13)
	stb 24, -27518(7)
	stb 24, 21362(29)
	stb 27, 1(14)
	stbcx. 6, 7, 13
	stbcx. 7, 22, 2
	stbcx. 22, 16, 3
	stbcx. 9, 5, 28
	stbu 11, 1(5)
	stbu 7, -9997(30)
	stbu 31, 1299(18)
	stbu 31, -7260(3)
	stbux 21, 28, 26
	stbux 15, 17, 21
	stbux 16, 3, 5
	stbux 17, 22, 3
	stbx 7, 16, 5
	stbx 7, 2, 18
	stbx 25, 22, 31
	stbx 26, 15, 16
	std 1, -3848(14)
	std 23, 22908(11)
	std 31, 22364(11)
	std 7, 4572(19)
	stdbrx 31, 30, 19
	stdbrx 2, 22, 11
	stdbrx 12, 29, 9
	stdbrx 5, 6, 6
	stdcx. 11, 5, 10
	stdcx. 14, 18, 1
	stdcx. 26, 16, 7
	stdcx. 15, 0, 30
	stdu 31, -32512(6)
	stdu 18, 21140(5)
	stdu 8, -32072(21)
	stdu 11, 24656(2)
	stdux 19, 1, 9
	stdux 24, 25, 31
	stdux 25, 27, 15
	stdux 24, 25, 2
	stdx 27, 27, 29
	stdx 21, 24, 23
	stdx 6, 26, 18
	stdx 10, 22, 7
	stfd 6, 16499(9)
	stfd 27, -1(1)
	stfd 5, -1153(8)
	stfd 21, 31132(1)
	stfdu 24, -8638(1)
	stfdu 11, 14911(29)
	stfdu 14, -14383(9)
	stfdu 6, 6038(5)
	stfdux 22, 17, 12
	stfdux 28, 0, 3
	stfdux 29, 26, 29
	stfdux 29, 20, 25
	stfdx 0, 23, 31
	stfdx 8, 29, 1
	stfdx 10, 27, 8
	stfdx 12, 10, 10
	stfiwx 1, 13, 10
	stfiwx 4, 11, 0
	stfiwx 27, 20, 26
	stfiwx 28, 9, 19
	stfs 6, -26846(28)
	stfs 11, 6369(5)
	stfs 23, -7880(7)
	stfs 5, -32768(19)
	stfsu 24, 30398(12)
	stfsu 8, 32767(12)
	stfsu 8, 0(20)
	stfsu 15, -9203(8)
	stfsux 1, 0, 29
	stfsux 0, 8, 16
	stfsux 3, 13, 16
	stfsux 9, 7, 21
	stfsx 16, 22, 4
	stfsx 30, 24, 24
	stfsx 24, 6, 17
	stfsx 19, 25, 0
	sth 31, -3657(15)
	sth 21, 2728(30)
	sth 14, 9095(24)
	sth 22, 24585(2)
	sthbrx 4, 4, 5
	sthbrx 23, 22, 17
	sthbrx 15, 23, 11
	sthbrx 20, 28, 26
	sthcx. 8, 2, 21
	sthcx. 15, 27, 29
	sthcx. 26, 7, 18
	sthcx. 12, 2, 8
	sthu 1, 11057(0)
	sthu 26, -18008(9)
	sthu 8, -6120(19)
	sthu 0, -10517(3)
	sthux 27, 30, 5
	sthux 25, 13, 9
	sthux 0, 18, 29
	sthux 21, 3, 25
	sthx 11, 24, 1
	sthx 28, 29, 30
	sthx 30, 28, 21
	sthx 8, 31, 27
	stvebx 25, 9, 9
	stvebx 15, 2, 16
	stvebx 19, 7, 26
	stvebx 17, 6, 11
	stvehx 30, 23, 6
	stvehx 4, 22, 20
	stvehx 12, 12, 13
	stvehx 4, 14, 8
	stvewx 9, 5, 16
	stvewx 28, 0, 5
	stvewx 19, 23, 24
	stvewx 8, 30, 6
	stvx 18, 23, 3
	stvx 3, 18, 14
	stvx 8, 28, 14
	stvx 1, 27, 19
	stvxl 4, 18, 7
	stvxl 0, 14, 9
	stvxl 23, 28, 20
	stvxl 27, 29, 19
	stw 1, -22058(10)
	stw 10, 8121(26)
	stw 19, 27865(24)
	stw 31, 7002(21)
	stwbrx 24, 23, 28
	stwbrx 10, 1, 26
	stwbrx 9, 12, 19
	stwbrx 12, 11, 7
	stwcx. 24, 19, 0
	stwcx. 30, 16, 6
	stwcx. 13, 0, 3
	stwcx. 23, 8, 26
	stwu 27, 17325(3)
	stwu 24, -9789(13)
	stwu 24, 19188(14)
	stwu 1, 1304(18)
	stwux 8, 20, 17
	stwux 5, 31, 28
	stwux 10, 2, 12
	stwux 16, 30, 3
	stwx 9, 16, 14
	stwx 0, 12, 26
	stwx 5, 15, 20
	stwx 17, 31, 28
	stxsdx 40, 17, 3
	stxsdx 28, 13, 20
	stxsdx 7, 21, 4
	stxsdx 57, 8, 27
	stxvd2x 40, 12, 11
	stxvd2x 22, 22, 29
	stxvd2x 17, 16, 12
	stxvd2x 52, 26, 28
	stxvw4x 50, 30, 13
	stxvw4x 18, 14, 4
	stxvw4x 45, 30, 16
	stxvw4x 17, 16, 23
	stxvx 20, 28, 31
	stxvx 57, 6, 9
	stxvx 53, 27, 30
	stxvx 25, 23, 15
	sub	0, 19, 6
	sub	18, 20, 2
	sub	18, 27, 4
	sub	31, 19, 5
	subc	0, 29, 6
	subc	9, 10, 4
	subc	16, 4, 0
	subc	16, 0, 20
	subfco 23, 5, 31
	subfco 26, 12, 8
	subfco 3, 8, 6
	subfco 20, 12, 11
	subfco. 13, 4, 30
	subfco. 23, 17, 6
	subfco. 4, 22, 31
	subfco. 23, 4, 5
	subc.	23, 26, 14
	subc.	11, 21, 4
	subc.	28, 22, 3
	subc.	22, 8, 20
	subfe 2, 24, 6
	subfe 2, 1, 22
	subfe 14, 16, 0
	subfe 24, 3, 9
	subfeo 12, 14, 5
	subfeo 1, 16, 6
	subfeo 2, 26, 14
	subfeo 10, 24, 20
	subfeo. 21, 13, 18
	subfeo. 3, 19, 4
	subfeo. 21, 1, 16
	subfeo. 17, 17, 19
	subfe. 12, 14, 19
	subfe. 2, 27, 20
	subfe. 7, 24, 15
	subfe. 23, 6, 3
	subfic 29, 0, -31419
	subfic 9, 19, -32768
	subfic 21, 8, 32767
	subfic 23, 5, 32767
	subfme 9, 17
	subfme 23, 9
	subfme 8, 31
	subfme 18, 21
	subfmeo 9, 0
	subfmeo 9, 13
	subfmeo 26, 31
	subfmeo 5, 30
	subfmeo. 16, 4
	subfmeo. 20, 4
	subfmeo. 12, 21
	subfmeo. 23, 11
	subfme. 25, 5
	subfme. 17, 1
	subfme. 19, 23
	subfme. 5, 27
	subfo 9, 10, 5
	subfo 30, 20, 29
	subfo 9, 12, 18
	subfo 23, 9, 9
	subfo. 28, 9, 30
	subfo. 27, 5, 20
	subfo. 2, 11, 27
	subfo. 16, 30, 9
	subfze 5, 28
	subfze 0, 9
	subfze 19, 11
	subfze 0, 12
	subfzeo 13, 27
	subfzeo 24, 5
	subfzeo 17, 26
	subfzeo 15, 22
	subfzeo. 18, 28
	subfzeo. 16, 1
	subfzeo. 17, 16
	subfzeo. 16, 13
	subfze. 28, 28
	subfze. 25, 21
	subfze. 22, 27
	subfze. 1, 1
	sub.	8, 2, 0
	sub.	25, 14, 12
	sub.	19, 16, 13
	sub.	11, 24, 30
	sync
	sync
	sync
	sync
	tdeq	18, 28
	td 28, 11, 7
	td 14, 29, 16
	td 0, 13, 1
	tdeqi	7, -22188
	tdi 0, 13, 9048
	tdui	4, 12325
	tdi 10, 8, -1
	twu	4, 9
	twlt	26, 14
	tw 17, 2, 20
	tw 13, 7, 8
	twi 28, 21, 1
	twlti	3, -7918
	twi 19, 27, -32768
	twi 5, 2, 23430
	vaddubm 25, 23, 27
	vaddubm 28, 12, 23
	vaddubm 15, 0, 30
	vaddubm 19, 14, 26
	vaddubs 6, 17, 27
	vaddubs 10, 24, 27
	vaddubs 14, 14, 10
	vaddubs 3, 0, 8
	vaddudm 5, 29, 1
	vaddudm 15, 30, 16
	vaddudm 25, 5, 10
	vaddudm 27, 28, 6
	vadduhm 22, 16, 4
	vadduhm 30, 14, 25
	vadduhm 14, 30, 8
	vadduhm 1, 12, 4
	vadduwm 31, 9, 25
	vadduwm 21, 21, 18
	vadduwm 26, 2, 2
	vadduwm 4, 5, 0
	vand 30, 9, 12
	vand 3, 10, 9
	vand 28, 8, 21
	vand 10, 5, 11
	vandc 26, 13, 8
	vandc 26, 3, 17
	vandc 6, 10, 19
	vandc 24, 30, 7
	vcmpequw 30, 13, 26
	vcmpequw 26, 8, 21
	vcmpequw 9, 24, 23
	vcmpequw 1, 23, 18
	vcmpequw. 19, 23, 1
	vcmpequw. 15, 17, 22
	vcmpequw. 31, 30, 12
	vcmpequw. 15, 11, 21
	vcmpgtsw 27, 20, 10
	vcmpgtsw 24, 7, 25
	vcmpgtsw 12, 16, 30
	vcmpgtsw 11, 10, 14
	vcmpgtsw. 27, 14, 23
	vcmpgtsw. 14, 10, 30
	vcmpgtsw. 13, 17, 27
	vcmpgtsw. 12, 31, 20
	veqv 26, 31, 17
	veqv 15, 31, 31
	veqv 2, 5, 25
	veqv 27, 8, 17
	vmaxsw 24, 18, 27
	vmaxsw 19, 15, 27
	vmaxsw 3, 20, 9
	vmaxsw 21, 28, 2
	vminuw 28, 21, 15
	vminuw 18, 23, 3
	vminuw 28, 22, 3
	vminuw 30, 24, 11
	vnand 1, 10, 0
	vnand 26, 7, 18
	vnand 5, 25, 22
	vnand 3, 3, 29
	vnor 11, 11, 31
	vnor 10, 31, 8
	vnor 20, 7, 5
	vnor 15, 25, 23
	vmr	9, 8
	vmr	4, 15
	vmr	2, 30
	vmr	18, 3
	vorc 7, 20, 28
	vorc 10, 28, 4
	vorc 26, 15, 30
	vorc 2, 9, 10
	vperm 2, 21, 30, 16
	vperm 13, 13, 11, 4
	vperm 25, 15, 15, 4
	vperm 4, 7, 3, 2
	vsel 26, 19, 9, 16
	vsel 15, 19, 12, 6
	vsel 10, 5, 9, 28
	vsel 17, 8, 3, 14
	vsldoi 28, 26, 4, 6
	vsldoi 12, 14, 29, 0
	vsldoi 7, 3, 17, 11
	vsldoi 16, 6, 4, 11
	vslw 0, 27, 1
	vslw 8, 27, 29
	vslw 28, 1, 4
	vslw 6, 14, 26
	vspltb 11, 27, 9
	vspltb 7, 17, 30
	vspltb 21, 26, 0
	vspltb 4, 20, 28
	vsplth 16, 3, 0
	vsplth 17, 16, 10
	vsplth 25, 0, 8
	vsplth 4, 14, 27
	vspltisb 10, 12
	vspltisb 14, -2
	vspltisb 19, 6
	vspltisb 18, 8
	vspltish 22, -14
	vspltish 28, -12
	vspltish 30, 1
	vspltish 4, -3
	vspltisw 30, 0
	vspltisw 2, -4
	vspltisw 14, 1
	vspltisw 21, -6
	vspltw 25, 8, 0
	vspltw 5, 30, 25
	vspltw 4, 18, 29
	vspltw 20, 21, 21
	vsraw 24, 5, 14
	vsraw 5, 4, 9
	vsraw 30, 6, 11
	vsraw 23, 25, 10
	vsrw 12, 26, 28
	vsrw 22, 11, 6
	vsrw 25, 13, 22
	vsrw 13, 24, 8
	vsububm 4, 10, 1
	vsububm 17, 3, 20
	vsububm 14, 15, 17
	vsububm 1, 11, 23
	vsubudm 10, 10, 28
	vsubudm 27, 29, 9
	vsubudm 30, 5, 30
	vsubudm 29, 22, 31
	vsubuhm 11, 30, 0
	vsubuhm 17, 12, 25
	vsubuhm 22, 9, 10
	vsubuhm 9, 29, 24
	vsubuwm 24, 11, 1
	vsubuwm 7, 31, 7
	vsubuwm 17, 6, 3
	vsubuwm 5, 5, 31
	vxor 16, 12, 9
	vxor 9, 24, 11
	vxor 1, 19, 9
	vxor 20, 28, 4
	xor 9, 1, 3
	xor 6, 18, 24
	xor 16, 14, 9
	xor 17, 9, 8
	xnop
	xori 29, 22, 43268
	xori 12, 28, 48102
	xori 27, 17, 10675
	xoris 16, 4, 48286
	xoris 19, 21, 60572
	xoris 2, 28, 32685
	xoris 26, 28, 32944
	xor. 30, 3, 5
	xor. 8, 19, 0
	xor. 23, 13, 4
	xor. 1, 30, 8
	xsadddp 41, 16, 13
	xsadddp 25, 29, 46
	xsadddp 62, 5, 21
	xsadddp 26, 22, 7
	xscmpudp 0, 47, 6
	xscmpudp 2, 60, 36
	xscmpudp 0, 5, 55
	xscmpudp 2, 5, 40
	xsmaddadp 62, 40, 63
	xsmaddadp 8, 45, 29
	xsmaddadp 16, 46, 40
	xsmaddadp 54, 36, 43
	xvadddp 50, 42, 4
	xvadddp 27, 49, 52
	xvadddp 58, 22, 14
	xvadddp 42, 12, 26
	xvcmpeqdp 43, 23, 37
	xvcmpeqdp 49, 61, 19
	xvcmpeqdp 42, 36, 32
	xvcmpeqdp 37, 48, 29
	xvcmpeqdp. 4, 40, 23
	xvcmpeqdp. 3, 33, 23
	xvcmpeqdp. 20, 36, 59
	xvcmpeqdp. 22, 28, 27
	xvmuldp 57, 12, 27
	xvmuldp 27, 44, 2
	xvmuldp 29, 25, 43
	xvmuldp 21, 30, 53
	xxland 16, 48, 24
	xxland 42, 33, 10
	xxland 8, 21, 9
	xxland 23, 48, 56
	xxlandc 63, 26, 63
	xxlandc 0, 29, 48
	xxlandc 12, 32, 29
	xxlandc 62, 50, 2
	xxleqv 21, 58, 45
	xxleqv 53, 7, 24
	xxleqv 22, 23, 10
	xxleqv 36, 18, 15
	xxlnand 8, 43, 54
	xxlnand 33, 14, 28
	xxlnand 54, 26, 46
	xxlnand 29, 51, 51
	xxlnor 0, 34, 22
	xxlnor 5, 6, 23
	xxlnor 11, 28, 41
	xxlnor 20, 29, 39
	xxlor 16, 63, 46
	xxlor 42, 35, 18
	xxlor 9, 58, 50
	xxlor 21, 15, 4
	xxlorc 54, 54, 60
	xxlorc 44, 54, 3
	xxlorc 13, 33, 29
	xxlorc 5, 20, 8
	xxlxor 16, 61, 29
	xxlxor 4, 4, 5
	xxlxor 19, 0, 29
	xxlxor 11, 5, 15
	xxmrghw 59, 18, 33
	xxmrghw 1, 34, 15
	xxmrghw 22, 60, 1
	xxmrghw 22, 11, 58
	xxmrglw 33, 31, 6
	xxmrglw 19, 56, 29
	xxmrglw 57, 20, 54
	xxmrglw 3, 14, 24
	xxspltd	21, 44, 0
	xxmrgld	0, 12, 48
	xxmrgld	41, 51, 24
	xxmrghd	6, 17, 15
	xxsel 13, 56, 19, 36
	xxsel 54, 24, 5, 61
	xxsel 13, 24, 36, 57
	xxsel 34, 13, 62, 60
	xxsldwi 31, 1, 29, 0
	xxsldwi 13, 23, 9, 0
	xxsldwi 33, 62, 59, 0
	xxsldwi 23, 58, 42, 0
	xxspltw 1, 30, 1
	xxspltw 51, 35, 0
	xxspltw 40, 23, 1
	xxspltw 59, 25, 2
