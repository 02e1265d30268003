# isa-vsx: tdc's random instructions (draw-corpus.py, seed 2028, 3 per record),
# as tdc prints them; the goldens are llvm-mc's.
lxsd 2, -14660(28)
lxsd 28, 19272(10)
lxsd 0, -23404(7)
lxsdx 12, 1, 14
lxsdx 36, 11, 17
lxsdx 13, 0, 0
lxsibzx 49, 5, 27
lxsibzx 58, 26, 10
lxsibzx 16, 20, 25
lxsihzx 48, 25, 14
lxsihzx 24, 14, 23
lxsihzx 46, 23, 1
lxsiwax 48, 16, 31
lxsiwax 56, 13, 5
lxsiwax 11, 7, 30
lxsiwzx 25, 30, 28
lxsiwzx 44, 8, 0
lxsiwzx 57, 18, 11
lxssp 17, 0(0)
lxssp 0, 21508(16)
lxssp 26, -4452(9)
lxsspx 10, 29, 27
lxsspx 28, 10, 23
lxsspx 4, 28, 15
lxv 2, -24048(7)
lxv 10, 5104(9)
lxv 27, 0(20)
lxvb16x 60, 19, 20
lxvb16x 14, 6, 26
lxvb16x 60, 24, 20
lxvd2x 46, 7, 14
lxvd2x 55, 30, 0
lxvd2x 43, 31, 4
lxvdsx 42, 16, 13
lxvdsx 53, 9, 29
lxvdsx 22, 2, 27
lxvh8x 30, 16, 24
lxvh8x 51, 14, 30
lxvh8x 3, 23, 2
lxvkq 47, 10
lxvkq 46, 12
lxvkq 22, 23
lxvl 0, 1, 3
lxvl 7, 2, 23
lxvl 16, 21, 24
lxvll 10, 21, 25
lxvll 48, 27, 30
lxvll 52, 24, 8
lxvp 40, 32592(8)
lxvp 46, -16(9)
lxvp 14, 27216(7)
lxvprl 62, 27, 31
lxvprl 46, 4, 5
lxvprl 6, 6, 12
lxvprll 38, 29, 12
lxvprll 18, 14, 0
lxvprll 30, 17, 14
lxvpx 58, 28, 12
lxvpx 28, 1, 29
lxvpx 20, 28, 12
lxvrbx 34, 6, 22
lxvrbx 43, 3, 19
lxvrbx 11, 25, 26
lxvrdx 57, 7, 16
lxvrdx 35, 23, 13
lxvrdx 51, 25, 29
lxvrhx 63, 23, 7
lxvrhx 22, 18, 23
lxvrhx 50, 3, 20
lxvrl 18, 26, 14
lxvrl 19, 12, 0
lxvrl 35, 14, 6
lxvrll 17, 18, 17
lxvrll 30, 22, 15
lxvrll 16, 10, 20
lxvrwx 13, 23, 23
lxvrwx 1, 28, 21
lxvrwx 51, 28, 21
lxvw4x 23, 1, 26
lxvw4x 54, 13, 10
lxvw4x 20, 27, 9
lxvwsx 42, 21, 13
lxvwsx 58, 12, 13
lxvwsx 60, 18, 21
lxvx 42, 31, 25
lxvx 43, 23, 15
lxvx 61, 16, 17
mfvrsave	26
mfvrsave	17
mfvsrd 7, 61
mfvsrd 8, 53
mfvsrd 16, 44
mfvsrld 2, 50
mfvsrld 23, 40
mfvsrld 4, 4
mfvsrwz 10, 49
mfvsrwz 13, 38
mfvsrwz 12, 58
mtvrsave	20
mtvrsave	15
mtvrsave	14
mtvsrbm 5, 21
mtvsrbm 24, 20
mtvsrbm 27, 11
mtvsrbmi 14, 45103
mtvsrbmi 4, 55330
mtvsrbmi 19, 8263
mtfprd	0, 2
mtvsrd 35, 30
mtfprd	8, 31
mtvsrdd 54, 11, 26
mtvsrdd 38, 4, 5
mtvsrdd 11, 2, 24
mtvsrdm 21, 22
mtvsrdm 13, 21
mtvsrdm 10, 27
mtvsrhm 21, 12
mtvsrhm 13, 4
mtvsrhm 12, 30
mtvsrqm 8, 1
mtvsrqm 25, 19
mtvsrqm 25, 24
mtfprwa	13, 5
mtvsrwa 62, 21
mtfprwa	31, 10
mtvsrwm 9, 23
mtvsrwm 15, 29
mtvsrwm 14, 15
mtvsrws 47, 13
mtvsrws 33, 21
mtvsrws 53, 21
mtvsrwz 32, 15
mtfprwz	23, 17
mtfprwz	26, 9
stxsd 0, 0(25)
stxsd 27, -19416(27)
stxsd 12, 21596(0)
stxsdx 35, 18, 3
stxsdx 38, 14, 5
stxsdx 13, 31, 18
stxsibx 49, 9, 2
stxsibx 8, 8, 11
stxsibx 28, 26, 1
stxsihx 55, 18, 3
stxsihx 19, 16, 22
stxsihx 49, 4, 22
stxsiwx 46, 3, 6
stxsiwx 39, 30, 1
stxsiwx 14, 12, 19
stxssp 6, 26520(6)
stxssp 4, -16572(19)
stxssp 12, 18144(3)
stxsspx 50, 16, 9
stxsspx 5, 20, 14
stxsspx 36, 21, 0
stxv 12, 21104(25)
stxv 42, -32272(20)
stxv 9, 4176(26)
stxvb16x 53, 28, 22
stxvb16x 34, 14, 17
stxvb16x 15, 3, 24
stxvd2x 17, 28, 4
stxvd2x 30, 6, 7
stxvd2x 37, 29, 8
stxvh8x 54, 6, 6
stxvh8x 33, 23, 1
stxvh8x 45, 13, 5
stxvl 8, 19, 0
stxvl 54, 4, 25
stxvl 59, 28, 26
stxvll 53, 16, 20
stxvll 9, 25, 1
stxvll 10, 9, 31
stxvp 54, -992(15)
stxvp 26, -208(10)
stxvp 36, -18752(1)
stxvprl 24, 1, 0
stxvprl 18, 30, 30
stxvprl 40, 10, 4
stxvprll 60, 2, 22
stxvprll 40, 1, 6
stxvprll 54, 27, 22
stxvpx 2, 1, 2
stxvpx 40, 12, 23
stxvpx 46, 22, 12
stxvrbx 24, 17, 15
stxvrbx 3, 13, 27
stxvrbx 25, 5, 18
stxvrdx 36, 13, 19
stxvrdx 36, 23, 18
stxvrdx 60, 20, 6
stxvrhx 54, 16, 14
stxvrhx 40, 12, 10
stxvrhx 41, 9, 16
stxvrl 35, 28, 17
stxvrl 21, 26, 17
stxvrl 13, 7, 9
stxvrll 6, 28, 3
stxvrll 3, 15, 4
stxvrll 54, 13, 7
stxvrwx 20, 4, 22
stxvrwx 50, 31, 15
stxvrwx 1, 17, 27
stxvw4x 20, 29, 30
stxvw4x 4, 16, 23
stxvw4x 62, 1, 9
stxvx 6, 1, 19
stxvx 53, 0, 14
stxvx 62, 25, 1
xsabsdp 38, 27
xsabsdp 56, 17
xsabsdp 41, 35
xsadddp 21, 38, 17
xsadddp 36, 2, 22
xsadddp 52, 32, 32
xsaddsp 17, 21, 16
xsaddsp 33, 31, 22
xsaddsp 25, 60, 5
xscmpeqdp 55, 41, 9
xscmpeqdp 63, 15, 55
xscmpeqdp 25, 52, 53
xscmpexpdp 6, 10, 4
xscmpexpdp 0, 3, 29
xscmpexpdp 3, 7, 62
xscmpgedp 43, 57, 23
xscmpgedp 2, 17, 52
xscmpgedp 40, 28, 45
xscmpgtdp 26, 1, 26
xscmpgtdp 57, 57, 58
xscmpgtdp 57, 63, 37
xscmpodp 2, 58, 32
xscmpodp 4, 25, 48
xscmpodp 0, 44, 44
xscmpudp 6, 36, 44
xscmpudp 2, 22, 16
xscmpudp 7, 48, 19
xscpsgndp 20, 22, 24
xscpsgndp 48, 21, 20
xscpsgndp 15, 60, 23
xscvdphp 30, 17
xscvdphp 63, 60
xscvdphp 45, 55
xscvdpsp 24, 5
xscvdpsp 5, 46
xscvdpsp 11, 56
xscvdpspn 29, 41
xscvdpspn 18, 33
xscvdpspn 28, 13
xscvdpsxds 26, 36
xscvdpsxds 16, 9
xscvdpsxds 13, 41
xscvdpsxws 25, 45
xscvdpsxws 48, 54
xscvdpsxws 40, 29
xscvdpuxds 63, 39
xscvdpuxds 19, 58
xscvdpuxds 33, 45
xscvdpuxws 9, 45
xscvdpuxws 23, 60
xscvdpuxws 55, 48
xscvhpdp 14, 3
xscvhpdp 41, 48
xscvhpdp 3, 16
xscvspdp 57, 40
xscvspdp 8, 3
xscvspdp 19, 35
xscvspdpn 2, 17
xscvspdpn 4, 32
xscvspdpn 52, 29
xscvsxddp 31, 56
xscvsxddp 0, 18
xscvsxddp 1, 10
xscvsxdsp 62, 44
xscvsxdsp 40, 4
xscvsxdsp 23, 33
xscvuxddp 32, 59
xscvuxddp 15, 8
xscvuxddp 60, 21
xscvuxdsp 33, 55
xscvuxdsp 53, 14
xscvuxdsp 63, 17
xsdivdp 42, 59, 27
xsdivdp 18, 8, 61
xsdivdp 61, 44, 57
xsdivsp 10, 5, 42
xsdivsp 20, 54, 38
xsdivsp 2, 13, 15
xsiexpdp 49, 16, 13
xsiexpdp 19, 2, 0
xsiexpdp 24, 24, 28
xsmaddadp 55, 23, 62
xsmaddadp 30, 18, 55
xsmaddadp 33, 56, 42
xsmaddasp 47, 28, 21
xsmaddasp 29, 1, 40
xsmaddasp 47, 28, 58
xsmaddmdp 25, 42, 34
xsmaddmdp 6, 38, 11
xsmaddmdp 39, 56, 17
xsmaddmsp 52, 23, 4
xsmaddmsp 9, 38, 18
xsmaddmsp 54, 49, 24
xsmaxcdp 52, 36, 32
xsmaxcdp 41, 60, 14
xsmaxcdp 63, 57, 14
xsmaxdp 31, 27, 45
xsmaxdp 5, 15, 33
xsmaxdp 15, 35, 3
xsmaxjdp 54, 23, 10
xsmaxjdp 58, 2, 6
xsmaxjdp 23, 16, 3
xsmincdp 26, 54, 0
xsmincdp 32, 31, 16
xsmincdp 1, 33, 48
xsmindp 42, 55, 32
xsmindp 45, 10, 41
xsmindp 18, 56, 25
xsminjdp 27, 11, 43
xsminjdp 2, 62, 51
xsminjdp 49, 53, 61
xsmsubadp 45, 20, 16
xsmsubadp 3, 36, 30
xsmsubadp 17, 21, 63
xsmsubasp 12, 32, 27
xsmsubasp 35, 19, 29
xsmsubasp 5, 53, 52
xsmsubmdp 28, 34, 9
xsmsubmdp 60, 6, 13
xsmsubmdp 42, 47, 30
xsmsubmsp 56, 52, 0
xsmsubmsp 56, 46, 40
xsmsubmsp 4, 36, 58
xsmuldp 3, 22, 7
xsmuldp 39, 57, 49
xsmuldp 33, 63, 29
xsmulsp 6, 48, 37
xsmulsp 4, 9, 36
xsmulsp 58, 11, 53
xsnabsdp 18, 59
xsnabsdp 31, 19
xsnabsdp 30, 48
xsnegdp 63, 33
xsnegdp 53, 5
xsnegdp 26, 52
xsnmaddadp 2, 9, 9
xsnmaddadp 8, 28, 8
xsnmaddadp 43, 52, 12
xsnmaddasp 29, 29, 5
xsnmaddasp 45, 39, 48
xsnmaddasp 9, 1, 41
xsnmaddmdp 14, 45, 2
xsnmaddmdp 46, 25, 27
xsnmaddmdp 44, 3, 18
xsnmaddmsp 23, 41, 52
xsnmaddmsp 5, 27, 1
xsnmaddmsp 35, 13, 46
xsnmsubadp 19, 24, 4
xsnmsubadp 27, 23, 39
xsnmsubadp 1, 41, 58
xsnmsubasp 5, 8, 22
xsnmsubasp 45, 48, 52
xsnmsubasp 34, 8, 34
xsnmsubmdp 19, 4, 32
xsnmsubmdp 29, 49, 26
xsnmsubmdp 40, 13, 63
xsnmsubmsp 1, 54, 20
xsnmsubmsp 47, 56, 7
xsnmsubmsp 0, 63, 8
xsrdpi 37, 18
xsrdpi 37, 10
xsrdpi 22, 27
xsrdpic 29, 52
xsrdpic 15, 41
xsrdpic 60, 29
xsrdpim 51, 31
xsrdpim 58, 5
xsrdpim 26, 24
xsrdpip 16, 23
xsrdpip 18, 34
xsrdpip 23, 50
xsrdpiz 10, 45
xsrdpiz 58, 5
xsrdpiz 38, 25
xsredp 41, 31
xsredp 38, 28
xsredp 16, 56
xsresp 1, 21
xsresp 24, 26
xsresp 18, 18
xsrsp 35, 54
xsrsp 0, 18
xsrsp 7, 32
xsrsqrtedp 14, 14
xsrsqrtedp 30, 46
xsrsqrtedp 27, 14
xsrsqrtesp 47, 29
xsrsqrtesp 36, 17
xsrsqrtesp 41, 31
xssqrtdp 14, 57
xssqrtdp 4, 63
xssqrtdp 37, 51
xssqrtsp 45, 36
xssqrtsp 13, 23
xssqrtsp 49, 51
xssubdp 36, 28, 39
xssubdp 3, 10, 14
xssubdp 32, 40, 63
xssubsp 45, 21, 34
xssubsp 59, 6, 27
xssubsp 23, 33, 26
xstdivdp 4, 37, 13
xstdivdp 3, 47, 57
xstdivdp 1, 31, 27
xstsqrtdp 2, 8
xstsqrtdp 7, 19
xstsqrtdp 5, 1
xststdcdp 2, 15, 16
xststdcdp 0, 24, 113
xststdcdp 3, 55, 0
xststdcsp 6, 30, 118
xststdcsp 6, 53, 71
xststdcsp 0, 28, 66
xsxexpdp 23, 56
xsxexpdp 16, 16
xsxexpdp 7, 24
xsxsigdp 1, 11
xsxsigdp 30, 56
xsxsigdp 25, 47
xvabsdp 8, 15
xvabsdp 17, 5
xvabsdp 4, 50
xvabssp 45, 3
xvabssp 22, 50
xvabssp 21, 29
xvadddp 7, 31, 22
xvadddp 52, 19, 34
xvadddp 11, 15, 1
xvaddsp 24, 53, 31
xvaddsp 22, 31, 42
xvaddsp 19, 47, 31
xvcmpeqdp 51, 50, 9
xvcmpeqdp 43, 55, 36
xvcmpeqdp 61, 21, 37
xvcmpeqdp. 42, 47, 9
xvcmpeqdp. 36, 39, 14
xvcmpeqdp. 4, 25, 2
xvcmpeqsp 26, 48, 61
xvcmpeqsp 23, 55, 13
xvcmpeqsp 54, 42, 3
xvcmpeqsp. 7, 62, 4
xvcmpeqsp. 19, 31, 7
xvcmpeqsp. 11, 53, 52
xvcmpgedp 36, 10, 53
xvcmpgedp 30, 20, 11
xvcmpgedp 12, 6, 3
xvcmpgedp. 12, 32, 1
xvcmpgedp. 47, 6, 55
xvcmpgedp. 36, 60, 9
xvcmpgesp 16, 15, 60
xvcmpgesp 6, 9, 19
xvcmpgesp 30, 50, 56
xvcmpgesp. 57, 6, 38
xvcmpgesp. 14, 53, 1
xvcmpgesp. 9, 39, 18
xvcmpgtdp 10, 43, 39
xvcmpgtdp 44, 36, 45
xvcmpgtdp 45, 38, 18
xvcmpgtdp. 11, 37, 36
xvcmpgtdp. 7, 50, 26
xvcmpgtdp. 55, 35, 47
xvcmpgtsp 34, 1, 23
xvcmpgtsp 40, 2, 25
xvcmpgtsp 14, 14, 58
xvcmpgtsp. 46, 8, 0
xvcmpgtsp. 21, 9, 17
xvcmpgtsp. 60, 10, 31
xvcpsgndp 62, 32, 40
xvmovdp	40, 45
xvcpsgndp 57, 30, 26
xvmovsp	0, 47
xvcpsgnsp 7, 8, 29
xvcpsgnsp 48, 35, 23
xvcvbf16spn 1, 38
xvcvbf16spn 27, 55
xvcvbf16spn 0, 14
xvcvdpsp 44, 63
xvcvdpsp 3, 9
xvcvdpsp 37, 1
xvcvdpsxds 0, 36
xvcvdpsxds 9, 47
xvcvdpsxds 2, 35
xvcvdpsxws 56, 2
xvcvdpsxws 13, 62
xvcvdpsxws 37, 31
xvcvdpuxds 53, 14
xvcvdpuxds 55, 47
xvcvdpuxds 26, 11
xvcvdpuxws 62, 40
xvcvdpuxws 17, 19
xvcvdpuxws 34, 39
xvcvhpsp 30, 27
xvcvhpsp 22, 8
xvcvhpsp 22, 36
xvcvspbf16 43, 30
xvcvspbf16 32, 24
xvcvspbf16 31, 41
xvcvspdp 37, 16
xvcvspdp 22, 23
xvcvspdp 58, 51
xvcvsphp 36, 10
xvcvsphp 23, 53
xvcvsphp 51, 57
xvcvspsxds 27, 8
xvcvspsxds 32, 45
xvcvspsxds 63, 54
xvcvspsxws 46, 10
xvcvspsxws 7, 8
xvcvspsxws 9, 37
xvcvspuxds 52, 62
xvcvspuxds 23, 6
xvcvspuxds 13, 39
xvcvspuxws 41, 55
xvcvspuxws 0, 30
xvcvspuxws 24, 53
xvcvsxddp 2, 4
xvcvsxddp 27, 23
xvcvsxddp 46, 31
xvcvsxdsp 63, 32
xvcvsxdsp 61, 7
xvcvsxdsp 5, 24
xvcvsxwdp 0, 19
xvcvsxwdp 51, 14
xvcvsxwdp 48, 6
xvcvsxwsp 22, 54
xvcvsxwsp 55, 61
xvcvsxwsp 30, 60
xvcvuxddp 40, 22
xvcvuxddp 57, 43
xvcvuxddp 57, 16
xvcvuxdsp 42, 46
xvcvuxdsp 7, 59
xvcvuxdsp 5, 17
xvcvuxwdp 60, 45
xvcvuxwdp 36, 51
xvcvuxwdp 33, 31
xvcvuxwsp 15, 46
xvcvuxwsp 26, 6
xvcvuxwsp 38, 36
xvdivdp 50, 21, 34
xvdivdp 41, 17, 28
xvdivdp 17, 34, 54
xvdivsp 28, 16, 50
xvdivsp 33, 3, 1
xvdivsp 42, 27, 6
xviexpdp 23, 54, 36
xviexpdp 31, 21, 23
xviexpdp 1, 50, 46
xviexpsp 44, 17, 22
xviexpsp 36, 20, 37
xviexpsp 18, 29, 52
xvmaddadp 39, 55, 30
xvmaddadp 35, 51, 48
xvmaddadp 56, 24, 39
xvmaddasp 46, 53, 7
xvmaddasp 39, 43, 9
xvmaddasp 4, 44, 19
xvmaddmdp 4, 32, 48
xvmaddmdp 29, 52, 50
xvmaddmdp 20, 5, 45
xvmaddmsp 26, 29, 39
xvmaddmsp 21, 13, 33
xvmaddmsp 47, 4, 52
xvmaxdp 7, 30, 54
xvmaxdp 19, 6, 13
xvmaxdp 38, 50, 32
xvmaxsp 34, 18, 47
xvmaxsp 33, 57, 36
xvmaxsp 44, 46, 13
xvmindp 18, 19, 5
xvmindp 54, 13, 5
xvmindp 60, 48, 27
xvminsp 23, 22, 53
xvminsp 32, 30, 38
xvminsp 40, 24, 60
xvmsubadp 54, 32, 0
xvmsubadp 53, 20, 54
xvmsubadp 31, 45, 24
xvmsubasp 42, 63, 9
xvmsubasp 48, 3, 56
xvmsubasp 37, 35, 42
xvmsubmdp 54, 57, 27
xvmsubmdp 29, 7, 1
xvmsubmdp 27, 9, 21
xvmsubmsp 40, 55, 34
xvmsubmsp 16, 17, 6
xvmsubmsp 37, 52, 56
xvmuldp 34, 32, 21
xvmuldp 27, 22, 16
xvmuldp 8, 5, 36
xvmulsp 40, 55, 38
xvmulsp 25, 37, 16
xvmulsp 22, 54, 45
xvnabsdp 46, 52
xvnabsdp 63, 22
xvnabsdp 11, 9
xvnabssp 39, 37
xvnabssp 53, 26
xvnabssp 39, 39
xvnegdp 17, 63
xvnegdp 48, 59
xvnegdp 17, 25
xvnegsp 50, 5
xvnegsp 24, 38
xvnegsp 33, 16
xvnmaddadp 41, 30, 41
xvnmaddadp 24, 8, 32
xvnmaddadp 62, 54, 52
xvnmaddasp 53, 61, 43
xvnmaddasp 34, 2, 56
xvnmaddasp 40, 16, 9
xvnmaddmdp 25, 11, 15
xvnmaddmdp 52, 12, 4
xvnmaddmdp 43, 27, 5
xvnmaddmsp 11, 1, 28
xvnmaddmsp 35, 26, 61
xvnmaddmsp 38, 46, 21
xvnmsubadp 27, 57, 36
xvnmsubadp 57, 23, 43
xvnmsubadp 42, 21, 33
xvnmsubasp 47, 44, 62
xvnmsubasp 0, 59, 27
xvnmsubasp 19, 43, 10
xvnmsubmdp 29, 17, 24
xvnmsubmdp 46, 61, 26
xvnmsubmdp 15, 39, 14
xvnmsubmsp 13, 62, 1
xvnmsubmsp 38, 7, 7
xvnmsubmsp 28, 11, 58
xvrdpi 20, 54
xvrdpi 39, 4
xvrdpi 56, 36
xvrdpic 0, 35
xvrdpic 48, 29
xvrdpic 54, 24
xvrdpim 6, 1
xvrdpim 5, 15
xvrdpim 45, 7
xvrdpip 3, 44
xvrdpip 59, 38
xvrdpip 1, 17
xvrdpiz 1, 34
xvrdpiz 18, 22
xvrdpiz 58, 11
xvredp 43, 45
xvredp 24, 58
xvredp 16, 36
xvresp 57, 22
xvresp 29, 8
xvresp 40, 10
xvrspi 5, 50
xvrspi 16, 13
xvrspi 17, 56
xvrspic 32, 35
xvrspic 52, 52
xvrspic 44, 8
xvrspim 20, 3
xvrspim 32, 31
xvrspim 42, 60
xvrspip 48, 39
xvrspip 51, 37
xvrspip 44, 53
xvrspiz 50, 16
xvrspiz 15, 17
xvrspiz 11, 58
xvrsqrtedp 19, 10
xvrsqrtedp 14, 29
xvrsqrtedp 2, 27
xvrsqrtesp 0, 17
xvrsqrtesp 22, 61
xvrsqrtesp 35, 63
xvsqrtdp 14, 27
xvsqrtdp 42, 36
xvsqrtdp 23, 51
xvsqrtsp 34, 14
xvsqrtsp 36, 38
xvsqrtsp 58, 23
xvsubdp 34, 7, 43
xvsubdp 51, 47, 51
xvsubdp 59, 4, 11
xvsubsp 7, 23, 46
xvsubsp 31, 22, 39
xvsubsp 51, 8, 59
xvtdivdp 2, 29, 17
xvtdivdp 7, 38, 63
xvtdivdp 7, 33, 45
xvtdivsp 2, 27, 47
xvtdivsp 3, 41, 2
xvtdivsp 3, 45, 53
xvtlsbb 5, 19
xvtlsbb 5, 14
xvtlsbb 6, 39
xvtsqrtdp 6, 37
xvtsqrtdp 3, 46
xvtsqrtdp 3, 10
xvtsqrtsp 5, 12
xvtsqrtsp 6, 21
xvtsqrtsp 5, 29
xvtstdcdp 56, 45, 52
xvtstdcdp 27, 16, 16
xvtstdcdp 7, 37, 107
xvtstdcsp 5, 33, 79
xvtstdcsp 36, 48, 103
xvtstdcsp 43, 46, 25
xvxexpdp 57, 60
xvxexpdp 30, 19
xvxexpdp 53, 21
xvxexpsp 27, 38
xvxexpsp 24, 60
xvxexpsp 16, 55
xvxsigdp 43, 48
xvxsigdp 6, 46
xvxsigdp 28, 48
xvxsigsp 62, 29
xvxsigsp 59, 18
xvxsigsp 19, 50
xxblendvb 23, 6, 52, 60
xxblendvb 55, 32, 45, 39
xxblendvb 16, 25, 10, 43
xxblendvd 32, 26, 40, 62
xxblendvd 42, 11, 27, 62
xxblendvd 37, 17, 15, 12
xxblendvh 12, 45, 40, 24
xxblendvh 18, 33, 62, 29
xxblendvh 19, 3, 18, 34
xxblendvw 14, 19, 34, 3
xxblendvw 5, 52, 60, 46
xxblendvw 63, 51, 6, 8
xxbrd 8, 56
xxbrd 51, 14
xxbrd 27, 3
xxbrh 0, 56
xxbrh 9, 2
xxbrh 13, 10
xxbrq 39, 59
xxbrq 55, 17
xxbrq 16, 10
xxbrw 13, 34
xxbrw 32, 16
xxbrw 43, 6
xxextractuw 14, 61, 5
xxextractuw 23, 61, 12
xxextractuw 40, 3, 12
xxgenpcvbm 59, 1, -16
xxgenpcvbm 36, 30, 10
xxgenpcvbm 10, 24, -12
xxgenpcvdm 25, 22, 7
xxgenpcvdm 57, 10, -1
xxgenpcvdm 15, 1, 14
xxgenpcvhm 32, 4, -7
xxgenpcvhm 21, 1, 3
xxgenpcvhm 52, 8, 13
xxgenpcvwm 48, 29, -14
xxgenpcvwm 41, 3, -1
xxgenpcvwm 59, 1, 11
xxinsertw 43, 39, 10
xxinsertw 53, 13, 4
xxinsertw 2, 19, 4
xxland 21, 56, 42
xxland 24, 58, 6
xxland 57, 6, 25
xxlandc 59, 60, 53
xxlandc 6, 13, 16
xxlandc 34, 13, 38
xxleqv 11, 58, 49
xxleqv 38, 11, 33
xxleqv 47, 46, 38
xxlnand 24, 34, 15
xxlnand 54, 51, 46
xxlnand 58, 30, 43
xxlnor 52, 12, 56
xxlnor 17, 57, 0
xxlnor 59, 11, 11
xxlor 1, 4, 21
xxlor 35, 37, 63
xxlor 24, 4, 48
xxlorc 24, 43, 24
xxlorc 12, 56, 55
xxlorc 28, 54, 38
xxlxor 33, 8, 49
xxlxor 31, 49, 32
xxlxor 16, 26, 15
xxmrghw 34, 4, 27
xxmrghw 41, 37, 39
xxmrghw 29, 38, 54
xxmrglw 44, 30, 12
xxmrglw 31, 20, 6
xxmrglw 24, 22, 63
xxperm 37, 37, 43
xxperm 12, 43, 4
xxperm 53, 42, 14
xxmrghd	27, 30, 50
xxspltd	19, 18, 1
xxpermdi 2, 52, 51, 2
xxpermr 13, 13, 51
xxpermr 8, 12, 57
xxpermr 55, 42, 52
xxsel 54, 56, 10, 55
xxsel 31, 51, 32, 43
xxsel 27, 7, 4, 18
xxsldwi 52, 33, 52, 3
xxsldwi 34, 9, 6, 1
xxsldwi 22, 1, 48, 0
xxsplti32dx 28, 1, -157430412
xxsplti32dx 6, 0, 2959130975
xxsplti32dx 58, 0, 3873796432
xxspltib 57, 94
xxspltib 12, 51
xxspltib 34, 240
xxspltidp 6, -490581524
xxspltidp 34, 1506061688
xxspltidp 63, 3860209682
xxspltiw 35, 3800170985
xxspltiw 41, -1020246477
xxspltiw 62, -2147483648
xxspltw 35, 31, 1
xxspltw 26, 25, 2
xxspltw 63, 8, 2
