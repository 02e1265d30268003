"""SSE, AVX, AVX2, FMA, F16C and MMX corpus files (see gen-corpus.py).

Each table maps mnemonics to their operand signatures (corpus_lib.py);
`{t}` in a mnemonic stands for each element type listed with it.
"""

from corpus_lib import gather_lines, lines

FP = ["ps", "pd", "ss", "sd"]
PACKED = ["ps", "pd"]
SCALAR = ["ss", "sd"]


def expand(table):
    out = []
    for names, types, sigs in table:
        for name in names.split():
            for t in types or [""]:
                for sig in sigs:
                    out.extend(lines(name.replace("{t}", t), sig))
    return out


# SSE to SSE4.2 on %xmm registers (the destination is also a source).
SSE = [
    ("add{t} sub{t} mul{t} div{t} min{t} max{t}", FP, ["x,x", "m,x"]),
    ("and{t} andn{t} or{t} xor{t}", PACKED, ["x,x", "m,x"]),
    ("sqrt{t}", FP, ["x,x", "m,x"]),
    ("rcp{t} rsqrt{t}", ["ps", "ss"], ["x,x", "m,x"]),
    ("haddps haddpd hsubps hsubpd addsubps addsubpd", None, ["x,x", "m,x"]),
    ("cmp{t}", FP, ["i,x,x", "i,m,x"]),
    ("cmpeq{t} cmplt{t} cmple{t} cmpunord{t} cmpneq{t} cmpnlt{t} cmpnle{t} cmpord{t}", FP, ["x,x", "m,x"]),
    ("comiss comisd ucomiss ucomisd", None, ["x,x", "m,x"]),
    ("movaps movapd movups movupd movdqa movdqu", None, ["x,x", "m,x", "x,m"]),
    ("movaps.s movapd.s movups.s movupd.s movdqa.s movdqu.s movss.s movsd.s movq.s", None, ["x,x"]),
    ("movss movsd", None, ["x,x", "m,x", "x,m"]),
    ("movlps movhps movlpd movhpd", None, ["m,x", "x,m"]),
    ("movhlps movlhps", None, ["x,x"]),
    ("movmskps movmskpd pmovmskb", None, ["x,r32", "x,r64"]),
    ("movntps movntpd movntdq", None, ["x,m"]),
    ("lddqu movntdqa", None, ["m,x"]),
    ("movsldup movshdup movddup", None, ["x,x", "m,x"]),
    ("shufps shufpd", None, ["i,x,x", "i,m,x"]),
    ("unpcklps unpckhps unpcklpd unpckhpd", None, ["x,x", "m,x"]),
    ("cvtdq2ps cvtps2dq cvttps2dq cvtps2pd cvtdq2pd cvtpd2ps cvtpd2dq cvttpd2dq", None, ["x,x", "m,x"]),
    ("cvtss2sd cvtsd2ss", None, ["x,x", "m,x"]),
    ("cvtsi2ss cvtsi2sd", None, ["r32,x", "r64,x"]),
    ("cvtsi2ssl cvtsi2sdl", None, ["r32,x", "m,x"]),
    ("cvtsi2ssq cvtsi2sdq", None, ["r64,x", "m,x"]),
    ("cvtss2si cvtsd2si cvttss2si cvttsd2si", None, ["x,r32", "x,r64", "m,r32", "m,r64"]),
    ("cvtss2sil cvttsd2sil", None, ["x,r32"]),
    ("cvtsd2siq cvttss2siq", None, ["x,r64"]),
    # Packed integers.
    ("paddb paddw paddd paddq psubb psubw psubd psubq paddsb paddsw paddusb paddusw psubsb psubsw psubusb psubusw"
     " pmullw pmulhw pmulhuw pmuludq pmaddwd pand pandn por pxor pcmpeqb pcmpeqw pcmpeqd pcmpgtb pcmpgtw pcmpgtd"
     " packsswb packssdw packuswb pavgb pavgw pmaxsw pmaxub pminsw pminub psadbw"
     " punpcklbw punpcklwd punpckldq punpcklqdq punpckhbw punpckhwd punpckhdq punpckhqdq", None, ["x,x", "m,x"]),
    ("pshufb phaddw phaddd phaddsw pmaddubsw phsubw phsubd phsubsw psignb psignw psignd pmulhrsw", None,
     ["x,x", "m,x"]),
    ("pabsb pabsw pabsd", None, ["x,x", "m,x"]),
    ("palignr", None, ["i,x,x", "i,m,x"]),
    # One register as both sources, shifted past 16 bytes: llvm-mc's remark
    # splits the elements that wrap twice.
    ("palignr", None, ["$29,%xmm0,%xmm0", "$17,%xmm3,%xmm3", "$31,%xmm1,%xmm1", "$200,%xmm2,%xmm2", "$16,%xmm5,%xmm5"]),
    ("pmuldq pcmpeqq packusdw pminsb pminsd pminuw pminud pmaxsb pmaxsd pmaxuw pmaxud pmulld pcmpgtq", None,
     ["x,x", "m,x"]),
    ("psrlw psrld psrlq psraw psrad psllw pslld psllq", None, ["x,x", "m,x", "i,x"]),
    ("psrldq pslldq", None, ["i,x"]),
    ("pshufd pshufhw pshuflw", None, ["i,x,x", "i,m,x"]),
    ("pextrw", None, ["i,x,r32", "i,x,r64", "i,x,m"]),
    ("pinsrw", None, ["i,r32,x", "i,m,x"]),
    ("pextrb", None, ["i,x,r32", "i,x,r64", "i,x,m"]),
    ("pextrd", None, ["i,x,r32", "i,x,m"]),
    ("pextrq", None, ["i,x,r64", "i,x,m"]),
    ("pinsrb pinsrd", None, ["i,r32,x", "i,m,x"]),
    ("pinsrq", None, ["i,r64,x", "i,m,x"]),
    ("pmovsxbw pmovsxbd pmovsxbq pmovsxwd pmovsxwq pmovsxdq pmovzxbw pmovzxbd pmovzxbq pmovzxwd pmovzxwq pmovzxdq",
     None, ["x,x", "m,x"]),
    ("movd", None, ["r32,x", "x,r32", "m,x", "x,m", "r64,x", "x,r64"]),
    ("movq", None, ["r64,x", "x,r64", "m,x", "x,m", "x,x"]),
    ("maskmovdqu", None, ["x,x"]),
]

# SSE4.1, SSE4.2 and the crypto extensions.
SSE4 = [
    ("blendps blendpd pblendw", None, ["i,x,x", "i,m,x"]),
    ("vblendps vblendpd vpblendw vpblendd", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("blendvps blendvpd pblendvb", None, ["%xmm0,x,x", "%xmm0,m,x", "x,x", "m,x"]),
    ("vblendvps vblendvpd vpblendvb", None, ["x,x,x,x", "x,m,x,x", "y,y,y,y", "y,m,y,y"]),
    ("dpps dppd mpsadbw", None, ["i,x,x", "i,m,x"]),
    ("vdpps vmpsadbw", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("vdppd", None, ["i,x,x,x", "i,m,x,x"]),
    ("roundps roundpd roundss roundsd", None, ["i,x,x", "i,m,x"]),
    ("vroundps vroundpd", None, ["i,x,x", "i,m,x", "i,y,y", "i,m,y"]),
    ("vroundss vroundsd", None, ["i,x,x,x", "i,m,x,x"]),
    ("insertps", None, ["i,x,x", "i,m,x"]),
    ("vinsertps", None, ["i,x,x,x", "i,m,x,x"]),
    ("extractps vextractps", None, ["i,x,r32", "i,x,r64", "i,x,m"]),
    ("ptest", None, ["x,x", "m,x"]),
    ("vptest vtestps vtestpd", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("phminposuw vphminposuw", None, ["x,x", "m,x"]),
    ("pcmpestri pcmpestrm pcmpistri pcmpistrm vpcmpestri vpcmpestrm vpcmpistri vpcmpistrm", None,
     ["i,x,x", "i,m,x"]),
    ("ldmxcsr stmxcsr vldmxcsr vstmxcsr", None, ["m"]),
    ("aesenc aesenclast aesdec aesdeclast aesimc", None, ["x,x", "m,x"]),
    ("vaesenc vaesenclast vaesdec vaesdeclast", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vaesimc", None, ["x,x", "m,x"]),
    ("aeskeygenassist vaeskeygenassist", None, ["i,x,x", "i,m,x"]),
    ("pclmulqdq", None, ["i,x,x", "i,m,x"]),
    ("vpclmulqdq", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("pclmullqlqdq pclmulhqlqdq pclmullqhqdq pclmulhqhqdq", None, ["x,x", "m,x"]),
    ("vpclmullqlqdq vpclmulhqlqdq vpclmullqhqdq vpclmulhqhqdq", None, ["x,x,x", "m,y,y"]),
    ("sha1nexte sha1msg1 sha1msg2 sha256msg1 sha256msg2", None, ["x,x", "m,x"]),
    ("sha1rnds4", None, ["i,x,x", "i,m,x"]),
    ("sha256rnds2", None, ["%xmm0,x,x", "%xmm0,m,x", "x,x"]),
    ("gf2p8mulb", None, ["x,x", "m,x"]),
    ("gf2p8affineqb gf2p8affineinvqb", None, ["i,x,x", "i,m,x"]),
    ("vgf2p8mulb", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vgf2p8affineqb vgf2p8affineinvqb", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    # SSE4A.
    ("extrq insertq", None, ["x,x"]),
    ("extrq", None, ["$0,$0,x", "$8,$16,x", "$16,$8,x", "$63,$1,x", "$24,$32,x"]),
    ("insertq", None, ["$0,$0,x,x", "$8,$16,x,x", "$16,$8,x,x", "$56,$8,x,x", "$3,$5,x,x"]),
    ("movntss movntsd", None, ["x,m"]),
    # Key Locker.
    ("aesenc128kl aesdec128kl aesenc256kl aesdec256kl", None, ["m,x"]),
    ("aesencwide128kl aesdecwide128kl aesencwide256kl aesdecwide256kl", None, ["m"]),
    ("encodekey128 encodekey256", None, ["r32,r32"]),
    ("loadiwkey", None, ["x,x"]),
    # Newer VEX extensions.
    ("vpdpbssd vpdpbssds vpdpbsud vpdpbsuds vpdpbuud vpdpbuuds vpdpwsud vpdpwsuds vpdpwusd vpdpwusds vpdpwuud"
     " vpdpwuuds", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vcvtneebf162ps vcvtneeph2ps vcvtneobf162ps vcvtneoph2ps vbcstnebf162ps vbcstnesh2ps", None, ["m,x", "m,y"]),
    ("vsha512msg1", None, ["x,y"]),
    ("vsha512msg2", None, ["y,y"]),
    ("vsha512rnds2", None, ["x,y,y"]),
    ("vsm3msg1 vsm3msg2", None, ["x,x,x", "m,x,x"]),
    ("vsm3rnds2", None, ["i,x,x,x", "i,m,x,x"]),
    ("vsm4key4 vsm4rnds4", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    # VEX forms taken only under {vex} (or {vex2}, {vex3}; listed as {vex}):
    # AVX-VNNI, AVX-IFMA, vcvtneps2bf16.
    ("{t}vpdpbusd {t}vpdpbusds {t}vpdpwssd {t}vpdpwssds {t}vpmadd52luq {t}vpmadd52huq", ["{vex} "],
     ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("{t}vpdpbusd {t}vpmadd52huq", ["{vex2} ", "{vex3} "], ["x,x,x"]),
    ("{t}vcvtneps2bf16", ["{vex} "], ["x,x", "y,x"]),
    ("{t}vcvtneps2bf16x", ["{vex} "], ["x,x", "m,x"]),
    ("{t}vcvtneps2bf16y", ["{vex} "], ["y,x", "m,x"]),
    ("{t}vcvtneps2bf16", ["{vex3} "], ["y,x"]),
]

# AVX and AVX2 operations without SSE forms, FMA3 and F16C.
AVX_ONLY = [
    ("vbroadcastss", None, ["x,x", "m,x", "x,y", "m,y"]),
    ("vbroadcastsd", None, ["x,y", "m,y"]),
    ("vbroadcastf128 vbroadcasti128", None, ["m,y"]),
    ("vpbroadcastb vpbroadcastw vpbroadcastd vpbroadcastq", None, ["x,x", "m,x", "x,y", "m,y"]),
    ("vinsertf128 vinserti128", None, ["i,x,y,y", "i,m,y,y"]),
    ("vextractf128 vextracti128", None, ["i,y,x", "i,y,m"]),
    ("vperm2f128 vperm2i128", None, ["i,y,y,y", "i,m,y,y"]),
    ("vpermilps vpermilpd", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y", "i,x,x", "i,m,x", "i,y,y", "i,m,y"]),
    ("vpermd vpermps", None, ["y,y,y", "m,y,y"]),
    ("vpermq vpermpd", None, ["i,y,y", "i,m,y"]),
    ("vpsllvd vpsllvq vpsrlvd vpsrlvq vpsravd", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vmaskmovps vmaskmovpd vpmaskmovd vpmaskmovq", None, ["m,x,x", "x,x,m", "m,y,y", "y,y,m"]),
    ("vcvtph2ps", None, ["x,x", "m,x", "x,y", "m,y"]),
    ("vcvtps2ph", None, ["i,x,x", "i,x,m", "i,y,x", "i,y,m"]),
    ("vzeroupper vzeroall", None, [""]),
    ("vfmadd132{t} vfmadd213{t} vfmadd231{t} vfmsub132{t} vfmsub213{t} vfmsub231{t} vfnmadd132{t} vfnmadd213{t}"
     " vfnmadd231{t} vfnmsub132{t} vfnmsub213{t} vfnmsub231{t}", FP, ["x,x,x", "m,x,x"]),
    ("vfmadd132{t} vfmadd213{t} vfmadd231{t} vfmsub132{t} vfmsub213{t} vfmsub231{t} vfnmadd132{t} vfnmadd213{t}"
     " vfnmadd231{t} vfnmsub132{t} vfnmsub213{t} vfnmsub231{t} vfmaddsub132{t} vfmaddsub213{t} vfmaddsub231{t}"
     " vfmsubadd132{t} vfmsubadd213{t} vfmsubadd231{t}", PACKED, ["y,y,y", "m,y,y"]),
    ("vfmaddsub132{t} vfmaddsub213{t} vfmaddsub231{t} vfmsubadd132{t} vfmsubadd213{t} vfmsubadd231{t}", PACKED,
     ["x,x,x", "m,x,x"]),
]

# AVX and AVX2: three-operand VEX forms on %xmm and %ymm registers.
AVX = [
    ("vadd{t} vsub{t} vmul{t} vdiv{t} vmin{t} vmax{t}", PACKED, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vadd{t} vsub{t} vmul{t} vdiv{t} vmin{t} vmax{t} vsqrt{t}", SCALAR, ["x,x,x", "m,x,x"]),
    ("vand{t} vandn{t} vor{t} vxor{t}", PACKED, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vsqrt{t}", PACKED, ["x,x", "m,x", "y,y", "m,y"]),
    ("vrcpps vrsqrtps", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("vrcpss vrsqrtss", None, ["x,x,x", "m,x,x"]),
    ("vhaddps vhaddpd vhsubps vhsubpd vaddsubps vaddsubpd", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vcmp{t}", PACKED, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("vcmp{t}", SCALAR, ["i,x,x,x", "i,m,x,x"]),
    ("vcmpeq{t} vcmplt{t} vcmple{t} vcmpunord{t} vcmpneq{t} vcmpnlt{t} vcmpnle{t} vcmpord{t}"
     " vcmpeq_uq{t} vcmpnge{t} vcmpngt{t} vcmpfalse{t} vcmpneq_oq{t} vcmpge{t} vcmpgt{t} vcmptrue{t}"
     " vcmpeq_os{t} vcmplt_oq{t} vcmple_oq{t} vcmpunord_s{t} vcmpneq_us{t} vcmpnlt_uq{t} vcmpnle_uq{t}"
     " vcmpord_s{t} vcmpeq_us{t} vcmpnge_uq{t} vcmpngt_uq{t} vcmpfalse_os{t} vcmpneq_os{t} vcmpge_oq{t}"
     " vcmpgt_oq{t} vcmptrue_us{t}", FP, ["x,x,x", "m,x,x"]),
    ("vcmpeq_oq{t} vcmplt_os{t} vcmpngt_us{t} vcmptrue_uq{t}", PACKED, ["y,y,y", "m,y,y"]),
    ("vcomiss vcomisd vucomiss vucomisd", None, ["x,x", "m,x"]),
    ("vmovaps vmovapd vmovups vmovupd vmovdqa vmovdqu", None, ["x,x", "m,x", "x,m", "y,y", "m,y", "y,m"]),
    ("vmovaps.s vmovapd.s vmovups.s vmovupd.s vmovdqa.s vmovdqu.s", None, ["x,x", "y,y"]),
    ("vmovss vmovsd", None, ["x,x,x", "m,x", "x,m"]),
    ("vmovss.s vmovsd.s", None, ["x,x,x"]),
    ("vmovlps vmovhps vmovlpd vmovhpd", None, ["m,x,x", "x,m"]),
    ("vmovhlps vmovlhps", None, ["x,x,x"]),
    ("vmovmskps vmovmskpd", None, ["x,r32", "y,r32", "x,r64", "y,r64"]),
    ("vpmovmskb", None, ["x,r32", "y,r32", "x,r64"]),
    ("vmovntps vmovntpd vmovntdq", None, ["x,m", "y,m"]),
    ("vlddqu vmovntdqa", None, ["m,x", "m,y"]),
    ("vmovsldup vmovshdup vmovddup", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("vshufps vshufpd", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("vunpcklps vunpckhps vunpcklpd vunpckhpd", None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vcvtdq2ps vcvtps2dq vcvttps2dq", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("vcvtps2pd vcvtdq2pd", None, ["x,x", "m,x", "x,y", "m,y"]),
    ("vcvtpd2ps vcvtpd2dq vcvttpd2dq", None, ["x,x", "y,x"]),
    ("vcvtpd2psx vcvtpd2dqx vcvttpd2dqx", None, ["x,x", "m,x"]),
    ("vcvtpd2psy vcvtpd2dqy vcvttpd2dqy", None, ["y,x", "m,x"]),
    ("vcvtss2sd vcvtsd2ss", None, ["x,x,x", "m,x,x"]),
    ("vcvtsi2ss vcvtsi2sd", None, ["r32,x,x", "r64,x,x"]),
    ("vcvtsi2ssl vcvtsi2sdl", None, ["r32,x,x", "m,x,x"]),
    ("vcvtsi2ssq vcvtsi2sdq", None, ["r64,x,x", "m,x,x"]),
    ("vcvtss2si vcvtsd2si vcvttss2si vcvttsd2si", None, ["x,r32", "x,r64", "m,r32", "m,r64"]),
    # Packed integers (AVX on %xmm, AVX2 on %ymm).
    ("vpaddb vpaddw vpaddd vpaddq vpsubb vpsubw vpsubd vpsubq vpaddsb vpaddsw vpaddusb vpaddusw vpsubsb vpsubsw"
     " vpsubusb vpsubusw vpmullw vpmulhw vpmulhuw vpmuludq vpmaddwd vpand vpandn vpor vpxor vpcmpeqb vpcmpeqw"
     " vpcmpeqd vpcmpgtb vpcmpgtw vpcmpgtd vpacksswb vpackssdw vpackuswb vpavgb vpavgw vpmaxsw vpmaxub vpminsw"
     " vpminub vpsadbw vpunpcklbw vpunpcklwd vpunpckldq vpunpcklqdq vpunpckhbw vpunpckhwd vpunpckhdq vpunpckhqdq"
     " vpshufb vphaddw vphaddd vphaddsw vpmaddubsw vphsubw vphsubd vphsubsw vpsignb vpsignw vpsignd vpmulhrsw"
     " vpmuldq vpcmpeqq vpackusdw vpminsb vpminsd vpminuw vpminud vpmaxsb vpmaxsd vpmaxuw vpmaxud vpmulld vpcmpgtq",
     None, ["x,x,x", "m,x,x", "y,y,y", "m,y,y"]),
    ("vpabsb vpabsw vpabsd", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("vpalignr", None, ["i,x,x,x", "i,m,x,x", "i,y,y,y", "i,m,y,y"]),
    ("vpalignr", None, ["$29,%xmm0,%xmm0,%xmm1", "$18,%ymm2,%ymm2,%ymm1", "$255,%ymm4,%ymm4,%ymm4",
                        "$20,%ymm9,%ymm9,%ymm9"]),
    ("vpsrlw vpsrld vpsrlq vpsraw vpsrad vpsllw vpslld vpsllq", None,
     ["x,x,x", "m,x,x", "i,x,x", "x,y,y", "m,y,y", "i,y,y"]),
    ("vpsrldq vpslldq", None, ["i,x,x", "i,y,y"]),
    ("vpshufd vpshufhw vpshuflw", None, ["i,x,x", "i,m,x", "i,y,y", "i,m,y"]),
    ("vpextrw vpextrb", None, ["i,x,r32", "i,x,r64", "i,x,m"]),
    ("vpextrd", None, ["i,x,r32", "i,x,m"]),
    ("vpextrq", None, ["i,x,r64", "i,x,m"]),
    ("vpinsrw vpinsrb vpinsrd", None, ["i,r32,x,x", "i,m,x,x"]),
    ("vpinsrq", None, ["i,r64,x,x", "i,m,x,x"]),
    ("vpmovsxbw vpmovsxbd vpmovsxbq vpmovsxwd vpmovsxwq vpmovsxdq vpmovzxbw vpmovzxbd vpmovzxbq vpmovzxwd"
     " vpmovzxwq vpmovzxdq", None, ["x,x", "m,x", "x,y", "m,y"]),
    ("vmovd", None, ["r32,x", "x,r32", "m,x", "x,m"]),
    ("vmovq", None, ["r64,x", "x,r64", "m,x", "x,m", "x,x"]),
    ("vmovq.s", None, ["x,x"]),
    ("vmaskmovdqu", None, ["x,x"]),
]

# MMX and the SSE instructions on %mm registers.
MMX = [
    ("paddb paddw paddd paddq psubb psubw psubd psubq paddsb paddsw paddusb paddusw psubsb psubsw psubusb psubusw"
     " pmullw pmulhw pmulhuw pmuludq pmaddwd pand pandn por pxor pcmpeqb pcmpeqw pcmpeqd pcmpgtb pcmpgtw pcmpgtd"
     " packsswb packssdw packuswb pavgb pavgw pmaxsw pmaxub pminsw pminub psadbw"
     " punpcklbw punpcklwd punpckldq punpckhbw punpckhwd punpckhdq"
     " pshufb phaddw phaddd phaddsw pmaddubsw phsubw phsubd phsubsw psignb psignw psignd pmulhrsw"
     " pabsb pabsw pabsd", None, ["mm,mm", "m,mm"]),
    ("palignr", None, ["i,mm,mm", "i,m,mm"]),
    ("psrlw psrld psrlq psraw psrad psllw pslld psllq", None, ["mm,mm", "m,mm", "i,mm"]),
    ("pshufw", None, ["i,mm,mm", "i,m,mm"]),
    ("pmovmskb", None, ["mm,r32", "mm,r64"]),
    ("pextrw", None, ["i,mm,r32"]),
    ("pinsrw", None, ["i,r32,mm", "i,m,mm"]),
    ("movd", None, ["r32,mm", "mm,r32", "m,mm", "mm,m"]),
    ("movq", None, ["r64,mm", "mm,r64", "m,mm", "mm,m", "mm,mm"]),
    ("movq.s", None, ["mm,mm"]),
    ("movdq2q", None, ["x,mm"]),
    ("movq2dq", None, ["mm,x"]),
    ("movntq", None, ["mm,m"]),
    ("maskmovq", None, ["mm,mm"]),
    ("emms", None, [""]),
    ("cvtpi2ps cvtpi2pd", None, ["mm,x", "m,x"]),
    ("cvtps2pi cvttps2pi", None, ["x,mm", "m,mm"]),
    ("cvtpd2pi cvttpd2pi", None, ["x,mm", "m,mm"]),
    # 3DNow!
    ("pavgusb pfacc pfadd pfcmpeq pfcmpge pfcmpgt pfmax pfmin pfmul pfnacc pfpnacc pfrcpit1 pfrcpit2 pfrsqit1"
     " pfsub pfsubr pmulhrw pf2id pf2iw pfrcp pfrsqrt pi2fd pi2fw pswapd", None, ["mm,mm", "m,mm"]),
    ("femms", None, [""]),
]


def gathers():
    out = []
    for names, shapes in [("vgatherdps vpgatherdd", [("x", "x"), ("y", "y")]),
                          ("vgatherdpd vpgatherdq", [("x", "x"), ("y", "x")]),
                          ("vgatherqps vpgatherqd", [("x", "x"), ("x", "y")]),
                          ("vgatherqpd vpgatherqq", [("x", "x"), ("y", "y")])]:
        for name in names.split():
            for reg, index in shapes:
                out.extend(gather_lines(name, reg, index))
    return out


def files():
    """(file name, header lines, instruction lines) of each SIMD corpus file."""
    return [
        ("sse-simd.s", ["SSE to SSE4.2 on %xmm registers: arithmetic, logic, compares and their predicate",
                        "spellings, moves, shuffles with their remarks, conversions, packed integers,",
                        "extracts and inserts, extensions; registers, addresses and immediates at their edges."],
         expand(SSE)),
        ("avx-simd.s", ["AVX and AVX2 VEX forms of the SSE operations on %xmm and %ymm registers: 2- and",
                        "3-byte VEX (commuted sources, store-direction moves), vcmp's 32 predicates."],
         expand(AVX)),
        ("sse4-crypto.s", ["SSE4.1, SSE4.2, AES, PCLMULQDQ, SHA and GFNI, legacy and VEX forms (VAES and",
                           "VPCLMULQDQ on %ymm too); blends by %xmm0 and by a fourth register (imm8[7:4]); Key Locker;",
                           "newer VEX extensions, with the {vex}-only forms of AVX-VNNI, AVX-IFMA and vcvtneps2bf16."],
         expand(SSE4)),
        ("avx-only.s", ["AVX and AVX2 without SSE forms: broadcasts, 128-bit lanes, permutes, variable shifts,",
                        "masked moves, gathers (VSIB addresses); F16C; FMA3 in all orders with their remarks."],
         expand(AVX_ONLY) + gathers()),
        ("mmx.s", ["MMX, and SSE/SSSE3 integer operations on %mm registers; conversions between %mm and",
                   "%xmm registers."], expand(MMX)),
    ]


# x87: every stack register, each memory size.
X87_ARITH = ["add", "mul", "sub", "subr", "div", "divr"]


def x87():
    out = []
    st = [f"%st({i})" for i in range(8)]
    mems = ["(%rax)", "-8(%rbp)", "0x7fffffff(%r12,%r13,8)", "foo(%rip)", "%fs:(%r8)"]
    for a in X87_ARITH:
        for i in [0, 1, 3, 7]:
            out.append(f"f{a} {st[i]}, %st")
            out.append(f"f{a} %st, {st[i]}")
            out.append(f"f{a}p %st, {st[i]}")
            out.append(f"f{a} {st[i]}")
            out.append(f"f{a}p {st[i]}")
            out.append(f"f{a}p {st[i]}, %st")
        out.append(f"f{a}p")
        out.append(f"f{a} %st, %st")
        out.append(f"f{a} %st(0), %st(0)")
        for m in mems:
            out.append(f"f{a}s {m}")
            out.append(f"f{a}l {m}")
            out.append(f"fi{a}s {m}")
            out.append(f"fi{a}l {m}")
    out += ["fadd", "fmul"]
    for m in mems:
        for mn in ["flds", "fldl", "fldt", "filds", "fildl", "fildll", "fbld", "fldcw", "fldenv", "frstor",
                   "fsts", "fstl", "fstps", "fstpl", "fstpt", "fists", "fistl", "fistps", "fistpl", "fistpll",
                   "fisttps", "fisttpl", "fisttpll", "fbstp", "fnstcw", "fnstsw", "fnstenv", "fnsave",
                   "fcoms", "fcoml", "fcomps", "fcompl", "ficoms", "ficoml", "ficomps", "ficompl"]:
            out.append(f"{mn} {m}")
    for i in range(8):
        for mn in ["fld", "fst", "fstp", "fxch", "ffree", "ffreep", "fcom", "fcomp", "fucom", "fucomp"]:
            out.append(f"{mn} {st[i]}")
        for mn in ["fcomi", "fcompi", "fucomi", "fucompi", "fcomip", "fucomip", "fcmovb", "fcmove", "fcmovbe",
                   "fcmovu", "fcmovnb", "fcmovne", "fcmovnbe", "fcmovnu"]:
            out.append(f"{mn} {st[i]}, %st")
    for mn in ["fcomi", "fcompi", "fucomi", "fucompi"]:
        out.append(f"{mn} %st(2)")
        out.append(f"{mn} %st, %st")
    out += ["fld %st", "fxch", "fcom", "fcomp", "fucom", "fucomp", "fcomi", "fcompi", "fucomi", "fucompi",
            "fnstsw %ax", "fnstsw"]
    out += ["fabs", "fchs", "ftst", "fxam", "fld1", "fldl2t", "fldl2e", "fldpi", "fldlg2", "fldln2", "fldz",
            "f2xm1", "fyl2x", "fptan", "fpatan", "fxtract", "fprem1", "fdecstp", "fincstp", "fprem", "fyl2xp1",
            "fsqrt", "fsincos", "frndint", "fscale", "fsin", "fcos", "fucompp", "fnclex", "fninit", "fcompp",
            "fnop", "wait", "fwait"]
    return out


def files_x87():
    return [("x87.s", ["x87: arithmetic in every register form (and the AT&T spellings without registers),",
                       "loads, stores and compares of every memory size, conditional moves, no-operand forms."],
             x87())]


# General-purpose extensions (BMI, ADX, counts, movbe, crc32 ...).
GP_EXT = [
    ("andnl pdepl pextl", None, ["r32,r32,r32", "m,r32,r32"]),
    ("andnq pdepq pextq", None, ["r64,r64,r64", "m,r64,r64"]),
    ("andn pdep pext", None, ["r32,r32,r32", "r64,r64,r64"]),
    ("bextrl bzhil sarxl shlxl shrxl", None, ["r32,r32,r32", "r32,m,r32"]),
    ("bextrq bzhiq sarxq shlxq shrxq", None, ["r64,r64,r64", "r64,m,r64"]),
    ("bextr bzhi sarx shlx shrx", None, ["r32,r32,r32", "r64,r64,r64"]),
    ("blsil blsmskl blsrl", None, ["r32,r32", "m,r32"]),
    ("blsiq blsmskq blsrq", None, ["r64,r64", "m,r64"]),
    ("blsi blsmsk blsr", None, ["r32,r32", "r64,r64"]),
    ("mulxl", None, ["r32,r32,r32", "m,r32,r32"]),
    ("mulxq", None, ["r64,r64,r64", "m,r64,r64"]),
    ("mulx", None, ["r32,r32,r32", "r64,r64,r64"]),
    ("rorxl", None, ["i,r32,r32", "i,m,r32"]),
    ("rorxq", None, ["i,r64,r64", "i,m,r64"]),
    ("rorx", None, ["i,r32,r32", "i,r64,r64"]),
    ("lzcntw tzcntw popcntw", None, ["r16,r16", "m,r16"]),
    ("lzcntl tzcntl popcntl", None, ["r32,r32", "m,r32"]),
    ("lzcntq tzcntq popcntq", None, ["r64,r64", "m,r64"]),
    ("lzcnt tzcnt popcnt", None, ["r16,r16", "r32,r32", "r64,r64"]),
    ("adcxl adoxl", None, ["r32,r32", "m,r32"]),
    ("adcxq adoxq", None, ["r64,r64", "m,r64"]),
    ("adcx adox", None, ["r32,r32", "r64,r64"]),
    ("movbew", None, ["m,r16", "r16,m"]),
    ("movbel", None, ["m,r32", "r32,m"]),
    ("movbeq", None, ["m,r64", "r64,m"]),
    ("movbe", None, ["m,r16", "r32,m", "m,r64"]),
    ("crc32b", None, ["r8,r32", "m,r32", "r8,r64", "m,r64"]),
    ("crc32w", None, ["r16,r32", "m,r32"]),
    ("crc32l", None, ["r32,r32", "m,r32"]),
    ("crc32q", None, ["r64,r64", "m,r64"]),
    ("crc32", None, ["r8,r32", "r16,r32", "r32,r32", "r64,r64", "r8,r64"]),
    ("rdrandw rdseedw", None, ["r16"]),
    ("rdrandl rdseedl", None, ["r32"]),
    ("rdrandq rdseedq", None, ["r64"]),
    ("rdrand rdseed", None, ["r16", "r32", "r64"]),
    ("rdfsbasel rdgsbasel wrfsbasel wrgsbasel ptwritel", None, ["r32"]),
    ("rdfsbaseq rdgsbaseq wrfsbaseq wrgsbaseq ptwriteq", None, ["r64"]),
    ("rdfsbase rdgsbase wrfsbase wrgsbase ptwrite", None, ["r32", "r64"]),
    ("ptwritel", None, ["m"]),
    ("ptwriteq", None, ["m"]),
    ("movntil", None, ["r32,m"]),
    ("movntiq", None, ["r64,m"]),
    ("movnti movdiri", None, ["r32,m", "r64,m"]),
    ("movdir64b enqcmd enqcmds", None, ["m,r64"]),
    # With 32-bit addresses the register is 32-bit too (0x67).
    ("movdir64b enqcmd enqcmds", None, ["(%eax),%ecx", "8(%r9d,%eax,2),%edi", "-0x80000000(%esp),%r8d",
                                        "foo(%eip),%eax", "(%r15d),%r15d", "(,%ebp,8),%ebx", "%fs:(%edx),%esi",
                                        "0x1000,%rax", "(%rip),%r9"]),
    ("clflush clflushopt clwb cldemote prefetchnta prefetcht0 prefetcht1 prefetcht2"
     " prefetch prefetchw prefetchwt1", None, ["m"]),
    ("prefetchit0 prefetchit1", None, ["foo(%rip)", "-8(%rip)", "bar+16(%rip)"]),
    ("aaddl aandl aorl axorl", None, ["r32,m"]),
    ("aaddq aandq aorq axorq", None, ["r64,m"]),
    ("aadd aand aor axor", None, ["r32,m", "r64,m"]),
    # CMPccXADD under every condition name llvm-mc takes.
    ("cmpoxadd cmpnoxadd cmpbxadd cmpnbxadd cmpzxadd cmpnzxadd cmpbexadd cmpnbexadd cmpsxadd cmpnsxadd cmppxadd"
     " cmpnpxadd cmplxadd cmpnlxadd cmplexadd cmpnlexadd", None, ["r32,r32,m", "r64,r64,m"]),
    ("cmpexadd cmpnexadd cmpaexadd cmpaxadd cmpgexadd cmpgxadd", None, ["r32,r32,m", "r64,r64,m"]),
]

# System and privileged instructions.
SYSTEM = [
    ("movq", None, ["cr,r64", "r64,cr", "dr,r64", "r64,dr"]),
    ("mov", None, ["cr,r64", "r64,dr"]),
    # The debug registers' other name.
    ("mov movq", None, ["%db0,%rax", "%db7,%r8", "%rdx,%db15", "%r11,%db6"]),
    ("lgdt lidt sgdt sidt lgdtq lidtq sgdtq sidtq", None, ["m"]),
    ("lldtw ltrw verr verw lmsww lkgs", None, ["r16", "m"]),
    ("lldt ltr lmsw", None, ["r16", "m"]),
    ("sldtw strw smsww", None, ["r16", "m"]),
    ("sldtl strl smswl", None, ["r32"]),
    ("sldtq strq smswq", None, ["r64"]),
    ("sldt str smsw", None, ["r16", "r32", "r64", "m"]),
    ("larw lslw", None, ["r16,r16", "r32,r16", "r64,r16", "m,r16"]),
    ("larl lsll", None, ["r16,r32", "r32,r32", "m,r32"]),
    ("larq lslq", None, ["r16,r64", "r64,r64", "m,r64"]),
    ("lar lsl", None, ["r16,r16", "r32,r32", "r64,r64"]),
    ("lssw lfsw lgsw", None, ["m,r16"]),
    ("lssl lfsl lgsl", None, ["m,r32"]),
    ("lssq lfsq lgsq", None, ["m,r64"]),
    ("lss lfs lgs", None, ["m,r16", "m,r32", "m,r64"]),
    ("inb inw inl", None, ["i", "%dx"]),
    ("outb outw outl", None, ["i", "%dx"]),
    ("inb", None, ["i,%al", "%dx,%al"]),
    ("inw", None, ["i,%ax", "%dx,%ax"]),
    ("inl", None, ["i,%eax", "%dx,%eax"]),
    ("outb", None, ["%al,i", "%al,%dx"]),
    ("outw", None, ["%ax,i", "%ax,%dx"]),
    ("outl", None, ["%eax,i", "%eax,%dx"]),
    ("in", None, ["i,%al", "%dx,%ax", "i,%eax"]),
    ("out", None, ["%al,i", "%ax,%dx", "%eax,i"]),
    ("insb insw insl outsb outsw outsl", None, [""]),
    ("insb insw insl", None, ["%dx,%es:(%rdi)"]),
    ("outsb outsw outsl", None, ["(%rsi),%dx"]),
    ("clts invd wbinvd wbnoinvd wrmsr rdmsr rdpmc sysenter sysexit sysexitl sysexitq getsec rsm xlatb xlat"
     " iret iretl iretq iretw enclv vmcall vmlaunch vmresume vmxoff pconfig pbndkb wrmsrns rdmsrlist"
     " wrmsrlist monitor mwait clac stac eretu erets tdcall seamret seamops seamcall encls xgetbv xsetbv vmfunc"
     " xend xtest enclu vmrun vmmcall vmload vmsave stgi clgi skinit invlpga serialize xsusldtrk setssbsy"
     " xresldtrk saveprevssp uiret testui rdpkru clui wrpkru stui swapgs monitorx mwaitx clzero rdpru invlpgb"
     " rmpadjust rmpupdate tlbsync psmash pvalidate rmpquery endbr64 endbr32 xstore xcryptecb xcryptcbc"
     " xcryptctr xcryptcfb xcryptofb montmul xsha1 xsha256", None, [""]),
    ("monitor monitorx pvalidate rmpadjust", None, ["%rax,%rcx,%rdx"]),
    ("notrack", None, ["jmp *%rax", "jmpq *(%r8)", "callq *8(%rax,%r9)", "call *%r11", "jmp *%fs:(%rax)"]),
    ("mwait rmpupdate", None, ["%rax,%rcx"]),
    ("mwaitx", None, ["%rax,%rcx,%rbx"]),
    ("rmpquery", None, ["%rax,%rdx"]),
    ("clzero vmrun vmload vmsave psmash", None, ["%rax"]),
    ("invlpga", None, ["%rax,%ecx"]),
    ("skinit", None, ["%eax"]),
    ("invlpgb", None, ["%rax,%edx"]),
    ("invlpg vmptrld vmptrst vmclear vmxon rstorssp clrssbsy", None, ["m"]),
    ("vmreadq vmread", None, ["r64,r64", "r64,m"]),
    ("vmwriteq vmwrite", None, ["r64,r64", "m,r64"]),
    ("invept invvpid invpcid", None, ["m,r64"]),
    ("fxsave fxrstor xsave xrstor xsaveopt xrstors xsavec xsaves fxsave64 fxrstor64 xsave64 xrstor64"
     " xsaveopt64 xrstors64 xsavec64 xsaves64", None, ["m"]),
    ("incsspd rdsspd", None, ["r32"]),
    ("incsspq rdsspq", None, ["r64"]),
    ("wrssd wrussd", None, ["r32,m"]),
    ("wrssq wrussq", None, ["r64,m"]),
    ("xabort", None, ["$0", "$255", "$-1", "$0x7f"]),
    ("senduipi rdpid umonitor", None, ["r64"]),
    ("umonitor", None, ["r32"]),
    ("umwait tpause", None, ["r32", "r64"]),
    ("hreset", None, ["$0", "$255"]),
    ("urdmsr", None, ["r64,r64", "$0x12345678,r64", "$-1,r64", "$2147483647,r64", "$-2147483648,r64"]),
    ("uwrmsr", None, ["r64,r64", "r64,$0x12345678", "r64,$0", "r64,$-2147483648"]),
    ("lcall ljmp lcallw ljmpw lcalll ljmpl lcallq ljmpq", None, ["*(%rax)", "*-8(%rbp,%rcx,2)"]),
    ("lretw lretl lretq", None, ["", "$0", "$8", "$0xffff"]),
]


def files_system():
    return [
        ("gp-extensions.s", ["General-purpose extensions: BMI1, BMI2, ADX, LZCNT, TZCNT, POPCNT, MOVBE, CRC32,",
                             "RDRAND, RDSEED, FSGSBASE, PTWRITE, direct and non-temporal stores, cache-line",
                             "instructions and prefetches, RAO-INT, CMPccXADD; with and without size suffixes."],
         expand(GP_EXT)),
        ("system.s", ["System and privileged: control and debug registers, descriptor tables, selectors,",
                      "ports, far pointers and transfers, MSRs, VMX, SVM, SGX, CET, TSX, XSAVE and FXSAVE,",
                      "protection keys, SEV-SNP, TDX, WAITPKG, user interrupts, the fixed-byte rest."],
         expand(SYSTEM)),
    ]


# AMD XOP, FMA4, TBM, LWP; AMX tiles.
XOP = [
    ("vphaddbw vphaddbd vphaddbq vphaddwd vphaddwq vphadddq vphaddubw vphaddubd vphaddubq vphadduwd vphadduwq"
     " vphaddudq vphsubbw vphsubwd vphsubdq vfrczss vfrczsd", None, ["x,x", "m,x"]),
    ("vfrczps vfrczpd", None, ["x,x", "m,x", "y,y", "m,y"]),
    ("vprotb vprotw vprotd vprotq vpshlb vpshlw vpshld vpshlq vpshab vpshaw vpshad vpshaq", None,
     ["x,x,x", "m,x,x", "x,m,x"]),
    ("vprotb vprotw vprotd vprotq", None, ["i,x,x", "i,m,x"]),
    ("vpcomb vpcomw vpcomd vpcomq vpcomub vpcomuw vpcomud vpcomuq", None, ["i,x,x,x", "i,m,x,x"]),
    ("vpcomltb vpcomlew vpcomgtd vpcomgeq vpcomequb vpcomnequw vpcomfalseud vpcomtrueuq", None, ["x,x,x", "m,x,x"]),
    ("vpmacssww vpmacsswd vpmacssdql vpmacssdd vpmacssdqh vpmacsww vpmacswd vpmacsdql vpmacsdd vpmacsdqh"
     " vpmadcsswd vpmadcswd", None, ["x,x,x,x", "x,m,x,x"]),
    ("vpcmov", None, ["x,x,x,x", "m,x,x,x", "x,m,x,x", "y,y,y,y", "m,y,y,y", "y,m,y,y"]),
    ("vpperm", None, ["x,x,x,x", "m,x,x,x", "x,m,x,x"]),
    ("vpermil2ps vpermil2pd", None, ["$0,x,x,x,x", "$15,m,x,x,x", "$3,x,m,x,x", "$7,y,y,y,y", "$1,m,y,y,y",
                                     "$8,y,m,y,y", "$0xf,x,x,x,x"]),
    ("vfmaddps vfmaddpd vfmsubps vfmsubpd vfnmaddps vfnmaddpd vfnmsubps vfnmsubpd vfmaddsubps vfmaddsubpd"
     " vfmsubaddps vfmsubaddpd", None, ["x,x,x,x", "m,x,x,x", "x,m,x,x", "y,y,y,y", "m,y,y,y", "y,m,y,y"]),
    ("vfmaddss vfmaddsd vfmsubss vfmsubsd vfnmaddss vfnmaddsd vfnmsubss vfnmsubsd", None,
     ["x,x,x,x", "m,x,x,x", "x,m,x,x"]),
    ("blcfilll blsfilll blcsl tzmskl blcicl blsicl t1mskcl blcmskl blcil", None, ["r32,r32", "m,r32"]),
    ("blcfillq blsfillq blcsq tzmskq blcicq blsicq t1mskcq blcmskq blciq", None, ["r64,r64", "m,r64"]),
    ("blcfill blci t1mskc", None, ["r32,r32", "r64,r64"]),
    ("bextrl", None, ["$0x1234,r32,r32", "$-1,m,r32"]),
    ("bextrq", None, ["$0x7fffffff,r64,r64", "$-2,m,r64"]),
    ("llwpcb slwpcb", None, ["r32", "r64"]),
    ("lwpins lwpval", None, ["$0x1234,r32,r32", "$1,m,r32", "$-1,r32,r64", "$7,m,r64"]),
]

AMX = [
    ("ldtilecfg sttilecfg", None, ["m"]),
    ("tilerelease", None, [""]),
    ("tilezero", None, ["tmm"]),
    ("tileloadd tileloaddt1", None, ["(%rax),tmm", "(%rax,%rbx,2),tmm", "8(%rsp,%r13),tmm", "-128(%r12,%r9,8),tmm",
                                      "0x1000(,%rcx),tmm"]),
    ("tilestored", None, ["tmm,(%rdx,%rcx,4)", "tmm,(%r8)", "tmm,64(%rbp,%r15)"]),
    ("tdpbssd tdpbsud tdpbusd tdpbuud tdpbf16ps tdpfp16ps tcmmimfp16ps tcmmrlfp16ps", None, ["tmm,tmm,tmm"]),
]


def files_xop_amx():
    return [
        ("xop.s", ["AMD XOP (the 0x8F prefix), FMA4 (W0 and W1 memory forms), vpermil2ps/pd, TBM and LWP; vpcom's",
                   "predicates spelled in the mnemonic."], expand(XOP)),
        ("amx.s", ["AMX: tile configuration, loads and stores through SIB addresses, tile dot products."],
         expand(AMX)),
    ]


# Base-ISA forms the older files do not spell: bit scans with suffixes,
# string instructions with their operands, 16-bit returns, ud1.
BASE_EXTRA = [
    ("bsfw bsrw", None, ["r16,r16", "m,r16"]),
    ("bsfl bsrl", None, ["r32,r32", "m,r32"]),
    ("bsfq bsrq", None, ["r64,r64", "m,r64"]),
    ("lods", None, ["(%rsi),%al", "(%rsi),%ax", "(%rsi),%eax", "(%rsi),%rax"]),
    ("stos", None, ["%al,%es:(%rdi)", "%ax,%es:(%rdi)", "%eax,%es:(%rdi)", "%rax,%es:(%rdi)"]),
    ("scas", None, ["%es:(%rdi),%al", "%es:(%rdi),%ax", "%es:(%rdi),%eax", "%es:(%rdi),%rax"]),
    ("lodsb lodsw lodsl lodsq stosb stosw stosl stosq scasb scasw scasl scasq cmpsb cmpsw cmpsl cmpsq movsb"
     " movsw movsl movsq", None, [""]),
    ("retw", None, ["", "$0", "$8", "$0xffff"]),
    ("ud1w", None, ["r16,r16", "m,r16"]),
    ("ud1l", None, ["r32,r32", "m,r32"]),
    ("ud1q", None, ["r64,r64", "m,r64"]),
    ("sysretl sysretq xstorerng xstore", None, [""]),
    ("xbegin", None, ["foo", "foo+4", ".Ltmp_x"]),
    ("xacquire xrelease", None, ["", "lock addl $1,(%rax)", "lock xchgq %rax,8(%rbx)", "movl %eax,(%rbx)"]),
    ("es ss cs ds fs gs", None, ["", "movl (%rax),%eax", "nop"]),
    # String instructions with their addresses written: every segment on
    # the source (%ds is not encoded), 32-bit address registers, the
    # destination without %es:, the accumulator left out.
    ("movsb movsw movsl movsq", None, ["(%rsi),%es:(%rdi)", "%ds:(%rsi),%es:(%rdi)", "%fs:(%rsi),(%rdi)",
                                       "%cs:(%esi),%es:(%edi)", "(%esi),(%edi)"]),
    ("cmpsb cmpsw cmpsl cmpsq", None, ["%es:(%rdi),%ds:(%rsi)", "(%rdi),%gs:(%rsi)", "%es:(%edi),%ss:(%esi)"]),
    ("lodsb", None, ["(%rsi),%al", "%ds:(%rsi),%al", "%es:(%esi),%al", "(%rsi)", "%fs:(%esi)"]),
    ("lodsw", None, ["(%rsi),%ax", "(%esi)"]),
    ("lodsl", None, ["%ds:(%rsi),%eax", "(%rsi)"]),
    ("lodsq", None, ["%gs:(%rsi),%rax", "(%esi),%rax"]),
    ("lods", None, ["%ds:(%rsi),%al", "(%esi),%ax", "%fs:(%rsi),%eax"]),
    ("stosb", None, ["%al,%es:(%rdi)", "%al,(%edi)", "(%rdi)", "%es:(%edi)"]),
    ("stosw stosl stosq", None, ["(%rdi)", "%es:(%edi)"]),
    ("stos", None, ["%ax,(%rdi)", "%eax,%es:(%edi)"]),
    ("scasb", None, ["%es:(%rdi),%al", "(%edi),%al", "(%rdi)"]),
    ("scasw scasl scasq", None, ["(%rdi)", "%es:(%edi)"]),
    ("scas", None, ["(%rdi),%al", "%es:(%edi),%eax", "(%rdi),%rax"]),
    ("insb insw insl", None, ["%dx,%es:(%rdi)", "%dx,(%edi)"]),
    ("outsb outsw outsl", None, ["(%rsi),%dx", "%ds:(%rsi),%dx", "%fs:(%esi),%dx", "(%rsi),(%dx)"]),
    ("insb insw insl", None, ["(%dx),%es:(%rdi)"]),
    ("inb", None, ["(%dx),%al"]), ("inw", None, ["(%dx),%ax"]), ("inl", None, ["(%dx),%eax"]),
    ("outb", None, ["%al,(%dx)"]), ("outw", None, ["%ax,(%dx)"]), ("outl", None, ["%eax,(%dx)"]),
    ("in", None, ["(%dx),%al"]), ("out", None, ["%eax,(%dx)"]), ("movsd", None, [""]),
    ("rep", None, ["movsb %ds:(%rsi),%es:(%rdi)", "movsl (%esi),(%edi)", "stosq %rax,%es:(%rdi)"]),
    ("repne", None, ["scasb %es:(%rdi),%al"]),
    ("repe", None, ["cmpsb %es:(%rdi),%ds:(%rsi)"]),
    # Other spellings llvm-mc takes: div with the accumulator, test with
    # memory first, unsuffixed bt on memory, movzx/movsx from a byte in
    # memory, mov.s, and mnemonic aliases.
    ("divb idivb", None, ["%cl,%al", "(%rax),%al"]),
    ("divw idivw", None, ["%cx,%ax", "(%rax),%ax"]),
    ("divl idivl", None, ["%ecx,%eax", "(%rax),%eax"]),
    ("divq idivq", None, ["%rcx,%rax", "(%rax),%rax"]),
    ("div idiv", None, ["%r8b,%al", "%r9,%rax"]),
    ("testb", None, ["(%rax),%cl"]), ("testw", None, ["(%rax),%cx"]), ("testl", None, ["8(%rax),%r9d"]),
    ("testq", None, ["(%rax,%rbx,2),%rcx"]), ("test", None, ["(%rax),%ecx"]),
    ("bt bts btr btc", None, ["$3,(%rax)", "$255,8(%rbx)"]),
    ("movzx movsx", None, ["(%rax),%cx", "(%rax),%r8w"]),
    ("movb.s", None, ["%al,%cl", "%sil,%dil"]), ("movw.s", None, ["%ax,%r8w"]), ("movl.s", None, ["%eax,%r9d"]),
    ("movq.s", None, ["%rax,%r15"]), ("mov.s", None, ["%al,%cl", "%ax,%cx", "%eax,%r9d", "%rax,%r15", "%sil,%dil"]),
    ("fildq fistpq fisttpq fldcww fnstcww fnstsww", None, ["(%rax)"]),
    ("fcmovz fcmova fcmovae fcmovna fcmovnae", None, ["%st(1),%st"]),
    ("fxsaveq fxrstorq xsaveq xrstorq xsaveoptq xsavecq xsavesq xrstorsq", None, ["(%rax)"]),
    ("retn", None, ["", "$8"]),
    ("ud2bw", None, ["%ax,%cx"]), ("ud2bl", None, ["%eax,%ecx"]), ("ud2bq", None, ["(%rcx),%rax"]),
    ("verrw", None, ["%ax", "(%rax)"]),
    # A 16-bit register into a segment register under the l suffix or none.
    ("movl", None, ["%cx,%ds", "%r9w,%es"]), ("mov", None, ["%cx,%ds", "%ax,%ss", "%r15w,%gs"]),
    # %riz and %eiz: an index that says "no index" (SIB.index 100).
    ("movq", None, ["57005(,%riz),%rbx", "(%rcx,%riz,8),%rax", "(,%eiz),%rax", "(%rsp,%riz),%rax",
                    "(%r12,%riz,2),%rax", "-4(,%riz,8),%rax", "%rax,8(%r13,%riz,4)"]),
    ("movl", None, ["(%eax,%eiz),%ecx", "(%r8d,%eiz,2),%r9d"]),
    ("leaq", None, ["0x0(%rsi,%riz,1),%rsi"]), ("leal", None, ["0x0(%esi,%eiz,1),%esi"]),
    ("vblendvpd", None, ["%ymm11,0xdead(%rax,%riz),%ymm12,%ymm13"]),
]


def files_base():
    return [("base-extra.s", ["Base-ISA forms: bit scans with size suffixes, string instructions written with",
                              "their operands or without, 16-bit returns, ud1 at each size, TSX hints,",
                              "segment prefixes alone and before an instruction."], expand(BASE_EXTRA))]
