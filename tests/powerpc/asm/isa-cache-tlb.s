# isa-cache-tlb: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
dcba 13, 21
dcba 2, 12
dcba 1, 9
dcbf 6, 13
dcbflp 3, 25
dcbfl 20, 2
dcbfep 28, 6
dcbfep 5, 5
dcbfep 0, 15
dcbi 4, 27
dcbi 23, 19
dcbi 26, 13
dcbst 25, 23
dcbst 6, 1
dcbst 3, 24
dcbstep 24, 26
dcbstep 13, 30
dcbstep 22, 31
dcbt 18, 5
dcbtt 21, 18
dcbt 27, 23, 1
dcbtep 21, 10, 19
dcbtep 0, 13, 31
dcbtep 28, 5, 31
dcbtstt 14, 29
dcbtst 5, 14
dcbtstt 24, 11
dcbtstep 4, 22, 19
dcbtstep 22, 5, 18
dcbtstep 14, 10, 31
dcbz 23, 0
dcbz 31, 17
dcbz 13, 15
dcbzep 3, 12
dcbzep 15, 14
dcbzep 9, 1
dcbzl 2, 29
dcbzl 2, 24
dcbzl 3, 5
dcbzlep 20, 6
dcbzlep 30, 29
dcbzlep 18, 17
dccci 20, 2
dccci 6, 10
dccci 5, 23
icbi 15, 19
icbi 16, 13
icbi 8, 23
icbiep 30, 15
icbiep 7, 29
icbiep 2, 21
icblc 2, 27, 19
icblc 2, 10, 4
icblc 1, 24, 12
icblq. 15, 14, 31
icblq. 7, 11, 18
icblq. 12, 7, 21
icbt 15, 2, 29
icbt 4, 28, 22
icbt 0, 11, 26
icbtls 14, 17, 1
icbtls 11, 9, 15
icbtls 12, 12, 19
iccci 24, 4
iccci 8, 7
iccci 30, 8
slbfee. 26, 2
slbfee. 28, 18
slbfee. 6, 31
slbia
slbie 23
slbie 11
slbie 24
slbieg 1, 30
slbieg 9, 8
slbieg 26, 0
slbmfee 30, 28
slbmfee 28, 22
slbmfee 29, 16
slbmfev 1, 10
slbmfev 3, 22
slbmfev 18, 27
slbmte 8, 3
slbmte 8, 24
slbmte 6, 11
slbsync
tlbia
tlbie 29,20
tlbie	28
tlbie 0,9
tlbiel 6
tlbiel 7
tlbiel 31
tlbilxva	8, 16
tlbilxva	24, 13
tlbilxva	26, 2
tlbivax 10, 29
tlbivax 17, 15
tlbivax 27, 15
tlbld 24
tlbld 12
tlbld 28
tlbli 10
tlbli 30
tlbli 22
tlbre
tlbrelo	20, 11
tlbrelo	16, 4
tlbrelo	31, 23
tlbsx 11, 5
tlbsx 4, 19
tlbsx 14, 3
tlbsx 26, 23, 15
tlbsx 2, 12, 5
tlbsx 22, 13, 19
tlbsx. 12, 26, 26
tlbsx. 13, 17, 13
tlbsx. 12, 12, 26
tlbsync
tlbwe
tlbwehi	10, 10
tlbwehi	3, 5
tlbwehi	26, 26
