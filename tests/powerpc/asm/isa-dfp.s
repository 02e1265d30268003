# isa-dfp: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
dadd 16, 17, 0
dadd 6, 3, 17
dadd 30, 10, 4
daddq 4, 4, 18
daddq 24, 14, 0
daddq 8, 30, 16
daddq. 18, 12, 26
daddq. 10, 24, 8
daddq. 2, 24, 12
dadd. 26, 18, 1
dadd. 14, 18, 4
dadd. 8, 27, 3
dcffix 24, 20
dcffix 27, 5
dcffix 2, 7
dcffixq 20, 23
dcffixq 14, 21
dcffixq 28, 15
dcffixqq 8, 17
dcffixqq 4, 22
dcffixqq 0, 28
dcffixq. 24, 19
dcffixq. 4, 0
dcffixq. 30, 0
dcffix. 19, 9
dcffix. 8, 23
dcffix. 11, 18
dcmpo 4, 10, 21
dcmpo 1, 7, 11
dcmpo 6, 11, 24
dcmpoq 5, 4, 14
dcmpoq 6, 24, 4
dcmpoq 2, 16, 28
dcmpu 4, 13, 31
dcmpu 1, 4, 3
dcmpu 0, 27, 6
dcmpuq 2, 4, 26
dcmpuq 5, 14, 28
dcmpuq 4, 26, 20
dctdp 21, 10
dctdp 1, 10
dctdp 21, 27
dctdp. 30, 18
dctdp. 20, 8
dctdp. 2, 4
dctfix 5, 6
dctfix 23, 24
dctfix 7, 30
dctfixq 30, 26
dctfixq 11, 14
dctfixq 16, 12
dctfixqq 6, 4
dctfixqq 18, 4
dctfixqq 24, 26
dctfixq. 11, 14
dctfixq. 2, 26
dctfixq. 14, 30
dctfix. 28, 12
dctfix. 25, 3
dctfix. 4, 21
dctqpq 2, 11
dctqpq 24, 16
dctqpq 0, 9
dctqpq. 10, 20
dctqpq. 18, 28
dctqpq. 4, 7
ddedpd 3, 22, 15
ddedpd 0, 17, 30
ddedpd 2, 15, 0
ddedpdq 3, 24, 12
ddedpdq 3, 6, 8
ddedpdq 0, 30, 18
ddedpdq. 3, 6, 16
ddedpdq. 1, 0, 14
ddedpdq. 2, 20, 24
ddedpd. 3, 14, 0
ddedpd. 0, 28, 31
ddedpd. 0, 30, 5
ddiv 12, 28, 2
ddiv 27, 1, 25
ddiv 22, 16, 27
ddivq 24, 12, 14
ddivq 30, 0, 6
ddivq 8, 24, 14
ddivq. 14, 6, 0
ddivq. 12, 18, 12
ddivq. 6, 18, 22
ddiv. 27, 21, 29
ddiv. 16, 23, 16
ddiv. 3, 20, 2
denbcd 1, 29, 0
denbcd 0, 7, 21
denbcd 1, 24, 15
denbcdq 0, 12, 12
denbcdq 0, 16, 0
denbcdq 1, 8, 16
denbcdq. 1, 6, 4
denbcdq. 0, 28, 30
denbcdq. 1, 24, 22
denbcd. 0, 9, 27
denbcd. 1, 26, 16
denbcd. 1, 23, 5
diex 0, 18, 7
diex 19, 27, 28
diex 26, 18, 27
diexq 2, 29, 18
diexq 22, 28, 28
diexq 12, 4, 12
diexq. 30, 25, 4
diexq. 16, 20, 18
diexq. 22, 17, 22
diex. 3, 10, 21
diex. 13, 27, 29
diex. 19, 7, 26
dqua 10, 5, 11, 0
dqua 5, 1, 23, 1
dqua 23, 7, 14, 0
dquai 4, 7, 25, 0
dquai 4, 23, 29, 3
dquai 2, 11, 28, 0
dquaiq 12, 24, 20, 3
dquaiq 14, 30, 4, 3
dquaiq 14, 0, 16, 3
dquaiq. 7, 10, 14, 0
dquaiq. 11, 10, 22, 1
dquaiq. 6, 10, 16, 3
dquai. 4, 8, 31, 1
dquai. 3, 17, 29, 3
dquai. 10, 19, 16, 3
dquaq 4, 4, 22, 0
dquaq 6, 22, 20, 1
dquaq 18, 14, 4, 2
dquaq. 6, 20, 26, 2
dquaq. 26, 8, 0, 0
dquaq. 6, 2, 30, 3
dqua. 16, 31, 5, 0
dqua. 14, 10, 1, 3
dqua. 9, 7, 19, 0
drdpq 26, 8
drdpq 2, 8
drdpq 14, 8
drdpq. 16, 26
drdpq. 28, 14
drdpq. 4, 10
drintn 1, 13, 31, 2
drintn 1, 4, 12, 0
drintn 1, 26, 2, 0
drintnq 1, 26, 0, 1
drintnq 0, 28, 6, 3
drintnq 1, 0, 14, 1
drintnq. 0, 30, 8, 1
drintnq. 1, 18, 4, 3
drintnq. 1, 24, 6, 3
drintn. 1, 8, 18, 2
drintn. 0, 10, 3, 0
drintn. 0, 2, 8, 0
drintx 0, 4, 2, 0
drintx 1, 2, 5, 1
drintx 1, 27, 16, 0
drintxq 1, 14, 22, 2
drintxq 1, 28, 28, 0
drintxq 1, 18, 26, 2
drintxq. 1, 4, 0, 3
drintxq. 1, 26, 10, 0
drintxq. 1, 28, 4, 2
drintx. 0, 29, 13, 0
drintx. 0, 30, 24, 3
drintx. 1, 18, 13, 3
drrnd 1, 6, 27, 0
drrnd 11, 17, 7, 3
drrnd 0, 27, 12, 3
drrndq 16, 29, 24, 0
drrndq 4, 24, 8, 2
drrndq 22, 30, 26, 1
drrndq. 20, 21, 0, 0
drrndq. 0, 13, 6, 3
drrndq. 26, 2, 26, 3
drrnd. 26, 23, 25, 0
drrnd. 30, 28, 19, 1
drrnd. 14, 13, 14, 0
drsp 1, 4
drsp 22, 2
drsp 10, 13
drsp. 13, 8
drsp. 14, 10
drsp. 13, 18
dscli 12, 5, 55
dscli 6, 6, 42
dscli 24, 14, 30
dscliq 14, 4, 24
dscliq 10, 28, 32
dscliq 24, 12, 51
dscliq. 18, 16, 63
dscliq. 8, 16, 37
dscliq. 22, 10, 0
dscli. 9, 12, 40
dscli. 7, 20, 3
dscli. 3, 21, 25
dscri 7, 28, 0
dscri 2, 31, 63
dscri 16, 2, 43
dscriq 4, 10, 1
dscriq 0, 6, 32
dscriq 18, 18, 5
dscriq. 2, 20, 60
dscriq. 10, 0, 37
dscriq. 4, 28, 42
dscri. 30, 9, 51
dscri. 11, 27, 16
dscri. 18, 29, 40
dsub 11, 5, 18
dsub 29, 5, 11
dsub 16, 20, 28
dsubq 30, 20, 30
dsubq 16, 2, 2
dsubq 28, 20, 2
dsubq. 8, 14, 28
dsubq. 24, 28, 12
dsubq. 10, 4, 20
dsub. 24, 15, 27
dsub. 12, 26, 6
dsub. 30, 2, 25
dtstdc 4, 3, 1
dtstdc 3, 2, 31
dtstdc 2, 4, 30
dtstdcq 0, 20, 39
dtstdcq 2, 26, 1
dtstdcq 5, 4, 43
dtstdg 6, 22, 6
dtstdg 1, 22, 43
dtstdg 4, 18, 17
dtstdgq 4, 0, 47
dtstdgq 2, 12, 49
dtstdgq 5, 18, 24
dtstex 5, 4, 23
dtstex 0, 13, 28
dtstex 7, 29, 3
dtstexq 2, 22, 2
dtstexq 6, 22, 8
dtstexq 1, 30, 22
dtstsf 4, 11, 1
dtstsf 7, 21, 22
dtstsf 7, 23, 31
dtstsfi 2, 42, 29
dtstsfi 7, 14, 9
dtstsfi 1, 48, 16
dtstsfiq 2, 49, 12
dtstsfiq 4, 17, 28
dtstsfiq 2, 25, 28
dtstsfq 6, 6, 2
dtstsfq 0, 5, 6
dtstsfq 5, 29, 16
dxex 26, 2
dxex 19, 15
dxex 7, 0
dxexq 6, 2
dxexq 30, 16
dxexq 19, 18
dxexq. 16, 26
dxexq. 2, 6
dxexq. 10, 0
dxex. 30, 7
dxex. 17, 5
dxex. 11, 0
