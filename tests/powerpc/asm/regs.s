# Register coverage. Every register of each file appears in every operand position.
# GPRs r0..r31 (written and printed as bare numbers):
add 0, 1, 2
add 1, 2, 3
add 2, 3, 4
add 3, 4, 5
add 4, 5, 6
add 5, 6, 7
add 6, 7, 8
add 7, 8, 9
add 8, 9, 10
add 9, 10, 11
add 10, 11, 12
add 11, 12, 13
add 12, 13, 14
add 13, 14, 15
add 14, 15, 16
add 15, 16, 17
add 16, 17, 18
add 17, 18, 19
add 18, 19, 20
add 19, 20, 21
add 20, 21, 22
add 21, 22, 23
add 22, 23, 24
add 23, 24, 25
add 24, 25, 26
add 25, 26, 27
add 26, 27, 28
add 27, 28, 29
add 28, 29, 30
add 29, 30, 31
add 30, 31, 0
add 31, 0, 1
# r0 as a base register means the literal 0 (D form and X form):
lwz 7, 0(0)
lwz 8, 4(1)
lwz 9, 8(2)
lwz 10, 12(3)
lwz 11, 16(4)
lwz 12, 20(5)
lwz 13, 24(6)
lwz 14, 28(7)
lwz 15, 32(8)
lwz 16, 36(9)
lwz 17, 40(10)
lwz 18, 44(11)
lwz 19, 48(12)
lwz 20, 52(13)
lwz 21, 56(14)
lwz 22, 60(15)
lwz 23, 64(16)
lwz 24, 68(17)
lwz 25, 72(18)
lwz 26, 76(19)
lwz 27, 80(20)
lwz 28, 84(21)
lwz 29, 88(22)
lwz 30, 92(23)
lwz 31, 96(24)
lwz 0, 100(25)
lwz 1, 104(26)
lwz 2, 108(27)
lwz 3, 112(28)
lwz 4, 116(29)
lwz 5, 120(30)
lwz 6, 124(31)
# FPRs f0..f31:
fsub 0, 11, 22
fsub 1, 12, 23
fsub 2, 13, 24
fsub 3, 14, 25
fsub 4, 15, 26
fsub 5, 16, 27
fsub 6, 17, 28
fsub 7, 18, 29
fsub 8, 19, 30
fsub 9, 20, 31
fsub 10, 21, 0
fsub 11, 22, 1
fsub 12, 23, 2
fsub 13, 24, 3
fsub 14, 25, 4
fsub 15, 26, 5
fsub 16, 27, 6
fsub 17, 28, 7
fsub 18, 29, 8
fsub 19, 30, 9
fsub 20, 31, 10
fsub 21, 0, 11
fsub 22, 1, 12
fsub 23, 2, 13
fsub 24, 3, 14
fsub 25, 4, 15
fsub 26, 5, 16
fsub 27, 6, 17
fsub 28, 7, 18
fsub 29, 8, 19
fsub 30, 9, 20
fsub 31, 10, 21
# VRs v0..v31:
vadduwm 0, 13, 26
vadduwm 1, 14, 27
vadduwm 2, 15, 28
vadduwm 3, 16, 29
vadduwm 4, 17, 30
vadduwm 5, 18, 31
vadduwm 6, 19, 0
vadduwm 7, 20, 1
vadduwm 8, 21, 2
vadduwm 9, 22, 3
vadduwm 10, 23, 4
vadduwm 11, 24, 5
vadduwm 12, 25, 6
vadduwm 13, 26, 7
vadduwm 14, 27, 8
vadduwm 15, 28, 9
vadduwm 16, 29, 10
vadduwm 17, 30, 11
vadduwm 18, 31, 12
vadduwm 19, 0, 13
vadduwm 20, 1, 14
vadduwm 21, 2, 15
vadduwm 22, 3, 16
vadduwm 23, 4, 17
vadduwm 24, 5, 18
vadduwm 25, 6, 19
vadduwm 26, 7, 20
vadduwm 27, 8, 21
vadduwm 28, 9, 22
vadduwm 29, 10, 23
vadduwm 30, 11, 24
vadduwm 31, 12, 25
# VSRs vs0..vs63 (vs0..vs31 = f0..f31, vs32..vs63 = v0..v31):
xxland 0, 21, 42
xxland 1, 22, 43
xxland 2, 23, 44
xxland 3, 24, 45
xxland 4, 25, 46
xxland 5, 26, 47
xxland 6, 27, 48
xxland 7, 28, 49
xxland 8, 29, 50
xxland 9, 30, 51
xxland 10, 31, 52
xxland 11, 32, 53
xxland 12, 33, 54
xxland 13, 34, 55
xxland 14, 35, 56
xxland 15, 36, 57
xxland 16, 37, 58
xxland 17, 38, 59
xxland 18, 39, 60
xxland 19, 40, 61
xxland 20, 41, 62
xxland 21, 42, 63
xxland 22, 43, 0
xxland 23, 44, 1
xxland 24, 45, 2
xxland 25, 46, 3
xxland 26, 47, 4
xxland 27, 48, 5
xxland 28, 49, 6
xxland 29, 50, 7
xxland 30, 51, 8
xxland 31, 52, 9
xxland 32, 53, 10
xxland 33, 54, 11
xxland 34, 55, 12
xxland 35, 56, 13
xxland 36, 57, 14
xxland 37, 58, 15
xxland 38, 59, 16
xxland 39, 60, 17
xxland 40, 61, 18
xxland 41, 62, 19
xxland 42, 63, 20
xxland 43, 0, 21
xxland 44, 1, 22
xxland 45, 2, 23
xxland 46, 3, 24
xxland 47, 4, 25
xxland 48, 5, 26
xxland 49, 6, 27
xxland 50, 7, 28
xxland 51, 8, 29
xxland 52, 9, 30
xxland 53, 10, 31
xxland 54, 11, 32
xxland 55, 12, 33
xxland 56, 13, 34
xxland 57, 14, 35
xxland 58, 15, 36
xxland 59, 16, 37
xxland 60, 17, 38
xxland 61, 18, 39
xxland 62, 19, 40
xxland 63, 20, 41
# CR fields cr0..cr7 and CR bits 0..31:
mcrf 0, 7
mcrf 1, 6
mcrf 2, 5
mcrf 3, 4
mcrf 4, 3
mcrf 5, 2
mcrf 6, 1
mcrf 7, 0
crxor 0, 1, 3
crxor 1, 2, 4
crxor 2, 3, 5
crxor 3, 4, 6
crxor 4, 5, 7
crxor 5, 6, 8
crxor 6, 7, 9
crxor 7, 8, 10
crxor 8, 9, 11
crxor 9, 10, 12
crxor 10, 11, 13
crxor 11, 12, 14
crxor 12, 13, 15
crxor 13, 14, 16
crxor 14, 15, 17
crxor 15, 16, 18
crxor 16, 17, 19
crxor 17, 18, 20
crxor 18, 19, 21
crxor 19, 20, 22
crxor 20, 21, 23
crxor 21, 22, 24
crxor 22, 23, 25
crxor 23, 24, 26
crxor 24, 25, 27
crxor 25, 26, 28
crxor 26, 27, 29
crxor 27, 28, 30
crxor 28, 29, 31
crxor 29, 30, 0
crxor 30, 31, 1
crxor 31, 0, 2
