# isa-spe: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
brinc 14, 19, 31
brinc 26, 27, 25
brinc 22, 0, 29
efdabs 8, 5
efdabs 4, 7
efdabs 21, 5
efdadd 4, 6, 7
efdadd 26, 5, 30
efdadd 2, 14, 0
efdcfs 23, 5
efdcfs 19, 21
efdcfs 17, 9
efdcfsf 25, 12
efdcfsf 17, 28
efdcfsf 16, 0
efdcfsi 8, 21
efdcfsi 27, 2
efdcfsi 14, 10
efdcfsid 19, 10
efdcfsid 2, 19
efdcfsid 17, 8
efdcfuf 6, 22
efdcfuf 14, 29
efdcfuf 12, 3
efdcfui 11, 6
efdcfui 25, 2
efdcfui 17, 6
efdcfuid 27, 14
efdcfuid 29, 6
efdcfuid 28, 2
efdcmpeq 1, 4, 10
efdcmpeq 3, 18, 1
efdcmpeq 3, 27, 22
efdcmpgt 3, 12, 25
efdcmpgt 3, 29, 30
efdcmpgt 6, 27, 15
efdcmplt 3, 21, 7
efdcmplt 1, 22, 10
efdcmplt 5, 5, 28
efdctsf 7, 21
efdctsf 21, 15
efdctsf 14, 19
efdctsi 29, 24
efdctsi 19, 10
efdctsi 29, 14
efdctsidz 29, 14
efdctsidz 21, 9
efdctsidz 22, 15
efdctsiz 16, 1
efdctsiz 18, 18
efdctsiz 11, 18
efdctuf 30, 27
efdctuf 22, 17
efdctuf 17, 18
efdctui 19, 1
efdctui 3, 1
efdctui 1, 19
efdctuidz 29, 4
efdctuidz 0, 22
efdctuidz 17, 3
efdctuiz 1, 6
efdctuiz 8, 6
efdctuiz 23, 21
efddiv 25, 5, 27
efddiv 12, 10, 29
efddiv 26, 2, 19
efdmul 5, 26, 3
efdmul 21, 8, 3
efdmul 7, 17, 18
efdnabs 30, 31
efdnabs 11, 14
efdnabs 13, 26
efdneg 1, 19
efdneg 11, 22
efdneg 17, 15
efdsub 9, 23, 12
efdsub 16, 6, 21
efdsub 3, 9, 25
efdtsteq 1, 0, 4
efdtsteq 2, 9, 0
efdtsteq 5, 17, 15
efdtstgt 7, 24, 5
efdtstgt 1, 29, 1
efdtstgt 5, 7, 12
efdtstlt 3, 10, 27
efdtstlt 2, 19, 7
efdtstlt 5, 6, 27
efsabs 13, 25
efsabs 8, 15
efsabs 27, 24
efsadd 3, 10, 17
efsadd 18, 21, 19
efsadd 30, 15, 23
efscfd 19, 10
efscfd 22, 20
efscfd 18, 3
efscfsf 19, 19
efscfsf 26, 2
efscfsf 6, 23
efscfsi 1, 4
efscfsi 8, 26
efscfsi 25, 31
efscfuf 10, 24
efscfuf 20, 29
efscfuf 30, 31
efscfui 13, 24
efscfui 12, 16
efscfui 31, 3
efscmpeq 2, 7, 6
efscmpeq 0, 1, 11
efscmpeq 4, 21, 15
efscmpgt 5, 2, 30
efscmpgt 5, 11, 3
efscmpgt 7, 16, 5
efscmplt 0, 4, 30
efscmplt 4, 9, 2
efscmplt 3, 1, 28
efsctsf 30, 23
efsctsf 30, 27
efsctsf 31, 14
efsctsi 19, 2
efsctsi 4, 7
efsctsi 1, 16
efsctsiz 20, 21
efsctsiz 14, 16
efsctsiz 29, 21
efsctuf 2, 5
efsctuf 0, 28
efsctuf 12, 1
efsctui 15, 11
efsctui 0, 11
efsctui 25, 19
efsctuiz 16, 7
efsctuiz 13, 25
efsctuiz 9, 3
efsdiv 2, 5, 23
efsdiv 18, 21, 28
efsdiv 27, 19, 1
efsmul 25, 3, 22
efsmul 0, 31, 8
efsmul 31, 23, 0
efsnabs 22, 30
efsnabs 18, 27
efsnabs 28, 7
efsneg 12, 20
efsneg 17, 7
efssub 5, 12, 18
efssub 19, 26, 16
efssub 4, 23, 29
efststeq 2, 24, 9
efststeq 3, 21, 4
efststeq 0, 19, 17
efststgt 4, 29, 2
efststgt 0, 20, 12
efststgt 7, 11, 5
efststlt 4, 3, 14
efststlt 7, 26, 18
efststlt 4, 23, 23
evabs 18, 27
evabs 17, 9
evabs 8, 0
evaddiw 6, 1, 15
evaddiw 10, 22, 25
evaddiw 20, 5, 16
evaddsmiaaw 13, 14
evaddsmiaaw 7, 8
evaddsmiaaw 5, 1
evaddssiaaw 17, 10
evaddssiaaw 18, 9
evaddssiaaw 27, 15
evaddumiaaw 24, 30
evaddumiaaw 0, 16
evaddumiaaw 1, 14
evaddusiaaw 22, 14
evaddusiaaw 0, 9
evaddusiaaw 25, 13
evaddw 14, 10, 14
evaddw 7, 27, 26
evaddw 24, 14, 27
evand 3, 1, 28
evand 16, 13, 8
evand 15, 20, 2
evandc 28, 9, 13
evandc 7, 17, 23
evandc 9, 3, 16
evcmpeq 4, 15, 27
evcmpeq 4, 7, 10
evcmpeq 3, 0, 12
evcmpgts 3, 12, 25
evcmpgts 6, 27, 7
evcmpgts 4, 2, 17
evcmpgtu 2, 10, 21
evcmpgtu 2, 24, 26
evcmpgtu 2, 10, 1
evcmplts 1, 27, 11
evcmplts 6, 28, 13
evcmplts 1, 26, 27
evcmpltu 7, 4, 29
evcmpltu 6, 15, 19
evcmpltu 3, 4, 16
evcntlsw 8, 8
evcntlsw 22, 24
evcntlsw 14, 12
evcntlzw 17, 23
evcntlzw 23, 29
evcntlzw 2, 3
evdivws 23, 3, 16
evdivws 1, 2, 15
evdivws 22, 13, 13
evdivwu 5, 0, 11
evdivwu 29, 4, 0
evdivwu 5, 11, 28
eveqv 16, 28, 23
eveqv 12, 3, 28
eveqv 0, 26, 25
evextsb 12, 22
evextsb 22, 9
evextsb 17, 1
evextsh 16, 5
evextsh 15, 27
evextsh 3, 10
evfsabs 15, 16
evfsabs 19, 11
evfsabs 2, 0
evfsadd 24, 12, 10
evfsadd 15, 27, 18
evfsadd 3, 18, 25
evfscfsf 6, 2
evfscfsf 18, 7
evfscfsf 28, 17
evfscfsi 31, 2
evfscfsi 10, 3
evfscfsi 30, 11
evfscfuf 17, 8
evfscfuf 7, 15
evfscfuf 31, 5
evfscfui 24, 7
evfscfui 11, 2
evfscfui 22, 28
evfscmpeq 2, 9, 19
evfscmpeq 6, 31, 2
evfscmpeq 3, 23, 17
evfscmpgt 1, 25, 27
evfscmpgt 2, 8, 0
evfscmpgt 2, 8, 27
evfscmplt 7, 26, 3
evfscmplt 2, 18, 31
evfscmplt 4, 8, 15
evfsctsf 10, 2
evfsctsf 14, 19
evfsctsf 28, 3
evfsctsi 17, 23
evfsctsi 23, 20
evfsctsi 3, 20
evfsctsiz 19, 16
evfsctsiz 18, 10
evfsctsiz 6, 25
evfsctui 11, 29
evfsctui 7, 25
evfsctui 6, 20
evfsdiv 21, 12, 15
evfsdiv 1, 1, 9
evfsdiv 15, 14, 24
evfsmul 9, 25, 22
evfsmul 14, 22, 10
evfsmul 0, 14, 9
evfsnabs 11, 6
evfsnabs 20, 27
evfsnabs 8, 12
evfsneg 20, 12
evfsneg 29, 25
evfsneg 0, 27
evfssub 23, 9, 11
evfssub 30, 19, 7
evfssub 4, 3, 9
evfststeq 6, 3, 6
evfststeq 1, 1, 25
evfststeq 1, 0, 10
evfststgt 1, 19, 21
evfststgt 6, 21, 5
evfststgt 0, 3, 10
evfststlt 1, 19, 30
evfststlt 0, 25, 20
evfststlt 5, 27, 12
evldd 21, 64(18)
evldd 9, 240(23)
evldd 30, 248(6)
evlddx 26, 27, 9
evlddx 2, 7, 20
evlddx 1, 13, 17
evldh 7, 0(12)
evldh 30, 8(19)
evldh 30, 0(3)
evldhx 14, 13, 8
evldhx 29, 5, 20
evldhx 12, 21, 25
evldw 5, 0(2)
evldw 20, 56(31)
evldw 0, 136(28)
evldwx 26, 26, 19
evldwx 4, 6, 0
evldwx 29, 26, 11
evlhhesplat 5, 8(16)
evlhhesplat 15, 52(20)
evlhhesplat 19, 0(13)
evlhhesplatx 11, 10, 26
evlhhesplatx 26, 23, 17
evlhhesplatx 16, 3, 21
evlhhossplat 5, 48(9)
evlhhossplat 3, 50(26)
evlhhossplat 29, 46(25)
evlhhossplatx 14, 0, 17
evlhhossplatx 11, 22, 25
evlhhossplatx 9, 9, 28
evlhhousplat 19, 0(19)
evlhhousplat 0, 0(28)
evlhhousplat 0, 26(30)
evlhhousplatx 1, 15, 3
evlhhousplatx 29, 21, 16
evlhhousplatx 29, 31, 24
evlwhe 2, 48(0)
evlwhe 20, 40(18)
evlwhe 22, 0(8)
evlwhex 11, 20, 4
evlwhex 9, 6, 24
evlwhex 18, 6, 16
evlwhos 17, 28(21)
evlwhos 29, 0(7)
evlwhos 8, 20(1)
evlwhosx 9, 12, 25
evlwhosx 29, 27, 17
evlwhosx 18, 17, 1
evlwhou 11, 80(20)
evlwhou 20, 32(26)
evlwhou 20, 56(11)
evlwhoux 29, 3, 23
evlwhoux 15, 22, 10
evlwhoux 2, 30, 7
evlwhsplat 7, 8(7)
evlwhsplat 30, 104(15)
evlwhsplat 24, 64(11)
evlwhsplatx 0, 4, 18
evlwhsplatx 9, 25, 21
evlwhsplatx 30, 8, 27
evlwwsplat 23, 64(1)
evlwwsplat 10, 100(23)
evlwwsplat 6, 56(6)
evlwwsplatx 28, 0, 17
evlwwsplatx 17, 28, 11
evlwwsplatx 8, 16, 9
evmergehi 6, 23, 1
evmergehi 15, 23, 0
evmergehi 31, 8, 24
evmergehilo 7, 21, 28
evmergehilo 8, 21, 17
evmergehilo 25, 13, 22
evmergelo 0, 20, 6
evmergelo 14, 22, 17
evmergelo 21, 3, 5
evmergelohi 10, 14, 22
evmergelohi 30, 23, 29
evmergelohi 2, 11, 9
evmhegsmfaa 23, 10, 13
evmhegsmfaa 27, 7, 11
evmhegsmfaa 31, 30, 14
evmhegsmfan 31, 26, 20
evmhegsmfan 15, 11, 12
evmhegsmfan 30, 17, 6
evmhegsmiaa 25, 6, 27
evmhegsmiaa 30, 10, 8
evmhegsmiaa 4, 0, 14
evmhegsmian 15, 23, 15
evmhegsmian 22, 10, 22
evmhegsmian 28, 2, 13
evmhegumiaa 29, 6, 23
evmhegumiaa 31, 2, 28
evmhegumiaa 23, 26, 16
evmhegumian 20, 10, 1
evmhegumian 22, 30, 4
evmhegumian 29, 25, 20
evmhesmf 25, 2, 3
evmhesmf 28, 0, 15
evmhesmf 4, 28, 2
evmhesmfa 30, 24, 0
evmhesmfa 0, 3, 27
evmhesmfa 28, 16, 22
evmhesmfaaw 31, 29, 12
evmhesmfaaw 0, 22, 31
evmhesmfaaw 20, 6, 31
evmhesmfanw 3, 8, 25
evmhesmfanw 7, 17, 28
evmhesmfanw 28, 2, 1
evmhesmi 7, 8, 11
evmhesmi 20, 28, 9
evmhesmi 29, 25, 24
evmhesmia 9, 9, 26
evmhesmia 3, 22, 8
evmhesmia 25, 16, 10
evmhesmiaaw 0, 2, 25
evmhesmiaaw 12, 4, 23
evmhesmiaaw 2, 4, 29
evmhesmianw 17, 15, 23
evmhesmianw 11, 23, 1
evmhesmianw 23, 17, 3
evmhessf 23, 12, 28
evmhessf 9, 31, 11
evmhessf 14, 3, 7
evmhessfa 28, 5, 19
evmhessfa 24, 12, 24
evmhessfa 0, 13, 22
evmhessfaaw 5, 11, 29
evmhessfaaw 25, 16, 30
evmhessfaaw 1, 25, 19
evmhessfanw 22, 31, 15
evmhessfanw 25, 29, 10
evmhessfanw 23, 19, 21
evmhessiaaw 5, 20, 10
evmhessiaaw 6, 15, 22
evmhessiaaw 8, 12, 29
evmhessianw 9, 23, 25
evmhessianw 27, 10, 5
evmhessianw 25, 15, 28
evmheumi 14, 10, 0
evmheumi 19, 23, 10
evmheumi 2, 21, 10
evmheumia 2, 24, 13
evmheumia 24, 15, 14
evmheumia 3, 2, 2
evmheumiaaw 4, 20, 22
evmheumiaaw 7, 6, 6
evmheumiaaw 0, 10, 5
evmheumianw 24, 18, 25
evmheumianw 19, 9, 0
evmheumianw 29, 21, 12
evmheusiaaw 5, 28, 11
evmheusiaaw 28, 7, 29
evmheusiaaw 29, 14, 13
evmheusianw 29, 5, 28
evmheusianw 24, 4, 19
evmheusianw 25, 12, 25
evmhogsmfaa 0, 9, 25
evmhogsmfaa 26, 8, 13
evmhogsmfaa 16, 31, 25
evmhogsmfan 20, 14, 18
evmhogsmfan 20, 12, 15
evmhogsmfan 2, 1, 5
evmhogsmiaa 18, 19, 21
evmhogsmiaa 23, 29, 23
evmhogsmiaa 8, 17, 25
evmhogsmian 18, 7, 6
evmhogsmian 30, 4, 18
evmhogsmian 31, 18, 15
evmhogumiaa 28, 17, 19
evmhogumiaa 9, 28, 1
evmhogumiaa 13, 11, 9
evmhogumian 13, 23, 9
evmhogumian 2, 12, 14
evmhogumian 29, 31, 5
evmhosmf 11, 22, 12
evmhosmf 1, 14, 14
evmhosmf 17, 0, 13
evmhosmfa 10, 14, 17
evmhosmfa 2, 19, 16
evmhosmfa 7, 9, 2
evmhosmfaaw 12, 18, 6
evmhosmfaaw 16, 4, 17
evmhosmfaaw 7, 17, 30
evmhosmfanw 18, 1, 2
evmhosmfanw 12, 5, 16
evmhosmfanw 20, 9, 18
evmhosmi 18, 10, 12
evmhosmi 1, 5, 4
evmhosmi 8, 4, 5
evmhosmia 10, 6, 25
evmhosmia 0, 13, 21
evmhosmia 11, 4, 7
evmhosmiaaw 8, 20, 12
evmhosmiaaw 13, 26, 9
evmhosmiaaw 21, 19, 30
evmhosmianw 7, 16, 7
evmhosmianw 9, 1, 31
evmhosmianw 26, 18, 10
evmhossf 26, 27, 30
evmhossf 25, 12, 6
evmhossf 5, 9, 3
evmhossfa 28, 17, 24
evmhossfa 2, 28, 25
evmhossfa 30, 29, 18
evmhossfaaw 8, 24, 16
evmhossfaaw 21, 21, 7
evmhossfaaw 13, 9, 29
evmhossfanw 8, 20, 19
evmhossfanw 27, 24, 2
evmhossfanw 18, 7, 1
evmhossiaaw 13, 21, 21
evmhossiaaw 12, 16, 19
evmhossiaaw 4, 8, 25
evmhossianw 2, 12, 5
evmhossianw 12, 7, 0
evmhossianw 29, 12, 12
evmhoumi 16, 25, 30
evmhoumi 4, 1, 21
evmhoumi 12, 19, 27
evmhoumia 12, 16, 19
evmhoumia 17, 28, 17
evmhoumia 6, 0, 11
evmhoumiaaw 16, 12, 18
evmhoumiaaw 1, 0, 1
evmhoumiaaw 1, 6, 22
evmhoumianw 30, 4, 3
evmhoumianw 8, 15, 10
evmhoumianw 28, 27, 2
evmhousiaaw 22, 30, 17
evmhousiaaw 27, 8, 14
evmhousiaaw 6, 28, 13
evmhousianw 13, 18, 6
evmhousianw 2, 10, 25
evmhousianw 1, 9, 24
evmra 0, 21
evmra 5, 12
evmra 6, 12
evmwhsmf 26, 13, 10
evmwhsmf 7, 15, 31
evmwhsmf 15, 22, 28
evmwhsmfa 20, 7, 15
evmwhsmfa 14, 15, 12
evmwhsmfa 1, 12, 17
evmwhsmi 14, 31, 30
evmwhsmi 12, 12, 20
evmwhsmi 12, 8, 29
evmwhsmia 4, 7, 23
evmwhsmia 1, 5, 7
evmwhsmia 23, 21, 30
evmwhssf 28, 16, 29
evmwhssf 23, 17, 23
evmwhssf 13, 31, 19
evmwhssfa 4, 0, 7
evmwhssfa 15, 18, 11
evmwhssfa 17, 27, 20
evmwhumi 27, 14, 21
evmwhumi 4, 0, 22
evmwhumi 3, 19, 1
evmwhumia 0, 0, 26
evmwhumia 11, 0, 12
evmwhumia 4, 10, 1
evmwlsmiaaw 21, 20, 23
evmwlsmiaaw 27, 5, 3
evmwlsmiaaw 10, 28, 11
evmwlsmianw 28, 6, 16
evmwlsmianw 19, 8, 14
evmwlsmianw 16, 1, 23
evmwlssiaaw 31, 5, 30
evmwlssiaaw 3, 20, 22
evmwlssiaaw 20, 28, 9
evmwlssianw 21, 24, 29
evmwlssianw 0, 20, 21
evmwlssianw 22, 17, 8
evmwlumi 9, 26, 10
evmwlumi 8, 7, 10
evmwlumi 20, 10, 19
evmwlumia 19, 2, 14
evmwlumia 3, 8, 10
evmwlumia 12, 5, 15
evmwlumiaaw 24, 0, 8
evmwlumiaaw 11, 15, 8
evmwlumiaaw 10, 25, 4
evmwlumianw 25, 27, 7
evmwlumianw 3, 13, 2
evmwlumianw 3, 14, 24
evmwlusiaaw 12, 11, 20
evmwlusiaaw 26, 31, 20
evmwlusiaaw 8, 4, 3
evmwlusianw 11, 20, 9
evmwlusianw 18, 6, 25
evmwlusianw 0, 6, 15
evmwsmf 6, 31, 25
evmwsmf 23, 12, 5
evmwsmf 19, 20, 11
evmwsmfa 2, 3, 14
evmwsmfa 8, 24, 5
evmwsmfa 20, 25, 24
evmwsmfaa 6, 4, 7
evmwsmfaa 15, 21, 19
evmwsmfaa 16, 30, 16
evmwsmfan 24, 17, 31
evmwsmfan 10, 4, 12
evmwsmfan 5, 9, 1
evmwsmi 30, 17, 1
evmwsmi 15, 9, 1
evmwsmi 14, 8, 29
evmwsmia 27, 20, 4
evmwsmia 3, 26, 15
evmwsmia 4, 18, 8
evmwsmiaa 1, 23, 3
evmwsmiaa 13, 8, 23
evmwsmiaa 31, 22, 2
evmwsmian 8, 11, 19
evmwsmian 2, 27, 1
evmwsmian 15, 29, 27
evmwssf 7, 24, 31
evmwssf 16, 1, 1
evmwssf 28, 17, 19
evmwssfa 14, 10, 22
evmwssfa 17, 27, 0
evmwssfa 21, 10, 14
evmwssfaa 26, 4, 0
evmwssfaa 11, 27, 29
evmwssfaa 9, 11, 3
evmwssfan 11, 3, 16
evmwssfan 20, 30, 14
evmwssfan 2, 28, 29
evmwumi 14, 8, 29
evmwumi 22, 23, 9
evmwumi 2, 23, 23
evmwumia 3, 16, 25
evmwumia 27, 0, 21
evmwumia 20, 5, 20
evmwumiaa 1, 7, 27
evmwumiaa 20, 10, 12
evmwumiaa 23, 26, 18
evmwumian 12, 23, 9
evmwumian 2, 0, 5
evmwumian 0, 17, 16
evnand 20, 21, 15
evnand 30, 18, 13
evnand 23, 23, 15
evneg 29, 28
evneg 28, 9
evneg 27, 27
evnor 12, 30, 14
evnor 25, 13, 29
evnor 11, 21, 20
evor 6, 20, 19
evor 5, 16, 14
evor 23, 29, 13
evorc 15, 23, 9
evorc 28, 13, 18
evorc 7, 17, 23
evrlw 23, 3, 2
evrlw 11, 30, 18
evrlw 26, 7, 22
evrlwi 29, 27, 12
evrlwi 19, 27, 21
evrlwi 11, 5, 1
evrndw 24, 16
evrndw 1, 11
evrndw 24, 5
evslw 19, 5, 17
evslw 15, 29, 1
evslw 14, 7, 14
evslwi 28, 4, 30
evslwi 17, 20, 5
evslwi 12, 20, 29
evsplatfi 0, 6
evsplatfi 0, -16
evsplatfi 20, 11
evsplati 1, 15
evsplati 1, 12
evsplati 31, -8
evsrwis 9, 5, 24
evsrwis 18, 20, 9
evsrwis 24, 19, 16
evsrwiu 6, 18, 27
evsrwiu 8, 17, 8
evsrwiu 30, 24, 7
evsrws 18, 14, 8
evsrws 13, 3, 17
evsrws 1, 25, 27
evsrwu 12, 25, 17
evsrwu 1, 13, 21
evsrwu 28, 0, 15
evstdd 4, 240(12)
evstdd 10, 120(7)
evstdd 8, 200(10)
evstddx 7, 30, 20
evstddx 16, 21, 21
evstddx 20, 15, 25
evstdh 12, 24(23)
evstdh 4, 128(7)
evstdh 23, 128(25)
evstdhx 22, 13, 1
evstdhx 3, 0, 16
evstdhx 22, 12, 6
evstdw 2, 248(26)
evstdw 1, 0(8)
evstdw 24, 232(17)
evstdwx 21, 3, 15
evstdwx 23, 1, 7
evstdwx 22, 9, 8
evstwhe 12, 120(18)
evstwhe 13, 0(5)
evstwhe 6, 48(11)
evstwhex 20, 19, 31
evstwhex 28, 14, 18
evstwhex 5, 9, 31
evstwho 11, 64(28)
evstwho 12, 96(15)
evstwho 11, 68(22)
evstwhox 10, 24, 5
evstwhox 5, 13, 23
evstwhox 15, 0, 7
evstwwe 1, 0(3)
evstwwe 20, 52(10)
evstwwe 23, 116(17)
evstwwex 26, 25, 11
evstwwex 21, 5, 0
evstwwex 6, 26, 16
evstwwo 13, 24(21)
evstwwo 2, 88(24)
evstwwo 9, 120(3)
evstwwox 6, 29, 27
evstwwox 13, 30, 16
evstwwox 3, 20, 10
evsubfsmiaaw 5, 5
evsubfsmiaaw 11, 28
evsubfsmiaaw 19, 23
evsubfssiaaw 4, 30
evsubfssiaaw 15, 23
evsubfssiaaw 1, 27
evsubfumiaaw 18, 9
evsubfumiaaw 0, 11
evsubfumiaaw 15, 11
evsubfusiaaw 21, 11
evsubfusiaaw 14, 22
evsubfusiaaw 17, 12
evsubfw 25, 7, 23
evsubfw 11, 20, 6
evsubfw 1, 30, 4
evsubifw 31, 13, 11
evsubifw 5, 21, 5
evsubifw 14, 23, 19
evxor 25, 30, 31
evxor 30, 12, 24
evxor 22, 25, 7
