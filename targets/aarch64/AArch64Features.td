//===- AArch64Features.td - AArch64 architecture features for tdc ---------===//
//
// The architecture features llvm-mc knows for AArch64, by their `-mattr`
// names, each with the features it implies; the architecture versions
// (v8.1a ...), which imply their mandatory features; the predicates
// instructions require, named as llvm-mc's "instruction requires:" error
// names them; and the names `.arch` and `.arch_extension` accept.
//
//===----------------------------------------------------------------------===//

class A64Feature<string name, list<SubtargetFeature> implies = []>
    : SubtargetFeature<name, "", "true", "", implies>;

//===-- Extensions ---------------------------------------------------------===//

def FeatureFPARMv8 : A64Feature<"fp-armv8">;
def FeatureNEON    : A64Feature<"neon", [FeatureFPARMv8]>;
def FeatureSHA2    : A64Feature<"sha2", [FeatureNEON]>;
def FeatureAES     : A64Feature<"aes", [FeatureNEON]>;
def FeatureCrypto  : A64Feature<"crypto", [FeatureNEON, FeatureSHA2, FeatureAES]>;
def FeatureSM4     : A64Feature<"sm4", [FeatureNEON]>;
def FeatureSHA3    : A64Feature<"sha3", [FeatureNEON, FeatureSHA2]>;
def FeatureCRC     : A64Feature<"crc">;
def FeaturePerfMon : A64Feature<"perfmon">;
def FeatureSpecRestrict : A64Feature<"specrestrict">;
def FeatureLSE     : A64Feature<"lse">;
def FeatureRDM     : A64Feature<"rdm", [FeatureNEON]>;
def FeaturePAN     : A64Feature<"pan">;
def FeatureLOR     : A64Feature<"lor">;
def FeatureCONTEXTIDREL2 : A64Feature<"CONTEXTIDREL2">;
def FeatureVH      : A64Feature<"vh", [FeatureCONTEXTIDREL2]>;
def FeatureRAS     : A64Feature<"ras">;
def FeatureRASv2   : A64Feature<"rasv2", [FeatureRAS]>;
def FeatureFullFP16 : A64Feature<"fullfp16", [FeatureFPARMv8]>;
def FeatureFP16FML : A64Feature<"fp16fml", [FeatureFullFP16]>;
def FeatureSPE     : A64Feature<"spe">;
def FeatureSPE_EEF : A64Feature<"spe-eef">;
def FeaturePAN_RWV : A64Feature<"pan-rwv", [FeaturePAN]>;
def FeaturePsUAO   : A64Feature<"uaops">;
def FeatureCCPP    : A64Feature<"ccpp">;
def FeatureCacheDeepPersist : A64Feature<"ccdp">;
def FeatureRCPC    : A64Feature<"rcpc">;
def FeatureRCPC_IMMO : A64Feature<"rcpc-immo", [FeatureRCPC]>;
def FeatureRCPC3   : A64Feature<"rcpc3", [FeatureRCPC_IMMO]>;
def FeaturePAuth   : A64Feature<"pauth">;
def FeaturePAuthLR : A64Feature<"pauth-lr">;
def FeatureFPAC    : A64Feature<"fpac">;
def FeatureJS      : A64Feature<"jsconv", [FeatureFPARMv8]>;
def FeatureCCIDX   : A64Feature<"ccidx">;
def FeatureComplxNum : A64Feature<"complxnum", [FeatureNEON]>;
def FeatureNV      : A64Feature<"nv">;
def FeatureLSE2    : A64Feature<"lse2">;
def FeatureDotProd : A64Feature<"dotprod", [FeatureNEON]>;
def FeatureMPAM    : A64Feature<"mpam">;
def FeatureDIT     : A64Feature<"dit">;
def FeatureTRACEV8_4 : A64Feature<"tracev8.4">;
def FeatureAM      : A64Feature<"am">;
def FeatureAMVS    : A64Feature<"amvs", [FeatureAM]>;
def FeatureSEL2    : A64Feature<"sel2">;
def FeatureTLB_RMI : A64Feature<"tlb-rmi">;
def FeatureFlagM   : A64Feature<"flagm">;
def FeatureAltFPCmp : A64Feature<"altnzcv">;
def FeatureFRInt3264 : A64Feature<"fptoint">;
def FeatureSB      : A64Feature<"sb">;
def FeatureSSBS    : A64Feature<"ssbs">;
def FeaturePredRes : A64Feature<"predres">;
def FeatureSPECRES2 : A64Feature<"specres2", [FeaturePredRes]>;
def FeatureBranchTargetId : A64Feature<"bti">;
def FeatureRandGen : A64Feature<"rand">;
def FeatureMTE     : A64Feature<"mte">;
def FeatureBF16    : A64Feature<"bf16">;
def FeatureMatMulInt8 : A64Feature<"i8mm">;
def FeatureFineGrainedTraps : A64Feature<"fgt">;
def FeatureEnhancedCounterVirtualization : A64Feature<"ecv">;
def FeatureXS      : A64Feature<"xs">;
def FeatureWFxT    : A64Feature<"wfxt">;
def FeatureHCX     : A64Feature<"hcx">;
def FeatureLS64    : A64Feature<"ls64">;
def FeatureHBC     : A64Feature<"hbc">;
def FeatureMOPS    : A64Feature<"mops">;
def FeatureNMI     : A64Feature<"nmi">;
def FeatureCSSC    : A64Feature<"cssc">;
def FeatureCLRBHB  : A64Feature<"clrbhb">;
def FeaturePRFM_SLC : A64Feature<"prfm-slc-target">;
def FeatureTHE     : A64Feature<"the">;
def FeatureTRBE    : A64Feature<"trbe">;
def FeatureETE     : A64Feature<"ete", [FeatureTRBE]>;
def FeatureTME     : A64Feature<"tme">;
def FeatureBRBE    : A64Feature<"brbe">;
def FeatureRME     : A64Feature<"rme">;
def FeatureMEC     : A64Feature<"mec", [FeatureRME]>;
def FeatureCHK     : A64Feature<"chk">;
def FeatureGCS     : A64Feature<"gcs", [FeatureCHK]>;
def FeatureITE     : A64Feature<"ite", [FeatureETE, FeatureTRBE]>;
def FeatureLSE128  : A64Feature<"lse128", [FeatureLSE]>;
def FeatureD128    : A64Feature<"d128", [FeatureLSE128]>;
def FeatureCPA     : A64Feature<"cpa">;
def FeatureTLBIW   : A64Feature<"tlbiw">;
def FeatureEL2VMSA : A64Feature<"el2vmsa">;
def FeatureEL3     : A64Feature<"el3">;
def FeatureFAMINMAX : A64Feature<"faminmax">;
def FeatureLUT     : A64Feature<"lut">;

// Scalable vectors and matrices.
def FeatureSVE     : A64Feature<"sve", [FeatureFullFP16]>;
def FeatureSVE2    : A64Feature<"sve2", [FeatureSVE]>;
def FeatureSVE2AES : A64Feature<"sve2-aes", [FeatureSVE2, FeatureAES]>;
def FeatureSVE2SM4 : A64Feature<"sve2-sm4", [FeatureSVE2, FeatureSM4]>;
def FeatureSVE2SHA3 : A64Feature<"sve2-sha3", [FeatureSVE2, FeatureSHA3]>;
def FeatureSVE2BitPerm : A64Feature<"sve2-bitperm", [FeatureSVE2]>;
def FeatureSVE2p1  : A64Feature<"sve2p1", [FeatureSVE2]>;
def FeatureMatMulFP32 : A64Feature<"f32mm", [FeatureSVE]>;
def FeatureMatMulFP64 : A64Feature<"f64mm", [FeatureSVE]>;
def FeatureB16B16  : A64Feature<"b16b16", [FeatureBF16]>;
def FeatureSVEB16B16 : A64Feature<"sve-b16b16", [FeatureB16B16]>;
def FeatureSME     : A64Feature<"sme", [FeatureBF16]>;
def FeatureSMEF64F64 : A64Feature<"sme-f64f64", [FeatureSME]>;
def FeatureSMEI16I64 : A64Feature<"sme-i16i64", [FeatureSME]>;
def FeatureSMEFA64 : A64Feature<"sme-fa64", [FeatureSME, FeatureSVE2]>;
def FeatureSME2    : A64Feature<"sme2", [FeatureSME]>;
def FeatureSME2p1  : A64Feature<"sme2p1", [FeatureSME2]>;
def FeatureSMEB16B16 : A64Feature<"sme-b16b16", [FeatureSME2, FeatureB16B16]>;
def FeatureSMEF16F16 : A64Feature<"sme-f16f16", [FeatureSME2]>;
def FeatureSME_LUTv2 : A64Feature<"sme-lutv2">;
def FeatureFP8     : A64Feature<"fp8", [FeatureFAMINMAX, FeatureLUT, FeatureBF16]>;
def FeatureFP8FMA  : A64Feature<"fp8fma", [FeatureFP8]>;
def FeatureFP8DOT4 : A64Feature<"fp8dot4", [FeatureFP8FMA]>;
def FeatureFP8DOT2 : A64Feature<"fp8dot2", [FeatureFP8DOT4]>;
def FeatureSSVE_FP8FMA : A64Feature<"ssve-fp8fma", [FeatureSME2, FeatureFP8]>;
def FeatureSSVE_FP8DOT4 : A64Feature<"ssve-fp8dot4", [FeatureSSVE_FP8FMA]>;
def FeatureSSVE_FP8DOT2 : A64Feature<"ssve-fp8dot2", [FeatureSSVE_FP8DOT4]>;
def FeatureSMEF8F32 : A64Feature<"sme-f8f32", [FeatureSME2, FeatureFP8]>;
def FeatureSMEF8F16 : A64Feature<"sme-f8f16", [FeatureSMEF8F32]>;

//===-- Architecture versions ----------------------------------------------===//

def HasV8_0aOps : A64Feature<"v8a", [FeatureEL2VMSA, FeatureEL3]>;
def HasV8_1aOps : A64Feature<"v8.1a", [HasV8_0aOps, FeatureCRC, FeatureLSE, FeatureRDM,
                                       FeaturePAN, FeatureLOR, FeatureVH]>;
def HasV8_2aOps : A64Feature<"v8.2a", [HasV8_1aOps, FeaturePsUAO, FeaturePAN_RWV,
                                       FeatureRAS, FeatureCCPP]>;
def HasV8_3aOps : A64Feature<"v8.3a", [HasV8_2aOps, FeatureRCPC, FeaturePAuth, FeatureJS,
                                       FeatureComplxNum]>;
def HasV8_4aOps : A64Feature<"v8.4a", [HasV8_3aOps, FeatureDotProd, FeatureNV, FeatureMPAM,
                                       FeatureDIT, FeatureTRACEV8_4, FeatureAM, FeatureSEL2,
                                       FeatureTLB_RMI, FeatureFlagM, FeatureRCPC_IMMO,
                                       FeatureLSE2]>;
def HasV8_5aOps : A64Feature<"v8.5a", [HasV8_4aOps, FeatureAltFPCmp, FeatureFRInt3264,
                                       FeatureSpecRestrict, FeatureSB, FeaturePredRes,
                                       FeatureCacheDeepPersist, FeatureBranchTargetId]>;
def HasV8_6aOps : A64Feature<"v8.6a", [HasV8_5aOps, FeatureAMVS, FeatureBF16,
                                       FeatureFineGrainedTraps,
                                       FeatureEnhancedCounterVirtualization,
                                       FeatureMatMulInt8]>;
def HasV8_7aOps : A64Feature<"v8.7a", [HasV8_6aOps, FeatureXS, FeatureWFxT, FeatureHCX]>;
def HasV8_8aOps : A64Feature<"v8.8a", [HasV8_7aOps, FeatureHBC, FeatureMOPS, FeatureNMI]>;
def HasV8_9aOps : A64Feature<"v8.9a", [HasV8_8aOps, FeatureCLRBHB, FeaturePRFM_SLC,
                                       FeatureSPECRES2, FeatureCSSC, FeatureRASv2,
                                       FeatureCHK]>;
def HasV9_0aOps : A64Feature<"v9a", [HasV8_5aOps]>;
def HasV9_1aOps : A64Feature<"v9.1a", [HasV8_6aOps, HasV9_0aOps]>;
def HasV9_2aOps : A64Feature<"v9.2a", [HasV8_7aOps, HasV9_1aOps]>;
def HasV9_3aOps : A64Feature<"v9.3a", [HasV8_8aOps, HasV9_2aOps]>;
def HasV9_4aOps : A64Feature<"v9.4a", [HasV8_9aOps, HasV9_3aOps]>;
def HasV9_5aOps : A64Feature<"v9.5a", [HasV9_4aOps, FeatureCPA]>;
def HasV8_0rOps : A64Feature<"v8r", [FeatureCRC, FeaturePAN, FeatureLSE, FeatureCONTEXTIDREL2,
                                     FeatureRAS, FeaturePsUAO, FeatureCCPP, FeaturePAN_RWV,
                                     FeaturePAuth, FeatureRCPC, FeatureTRACEV8_4,
                                     FeatureTLB_RMI, FeatureFlagM, FeatureDIT, FeatureSEL2,
                                     FeatureRCPC_IMMO, FeatureSpecRestrict]>;


// Everything (llvm-mc's `all`, which disassemblers use).
def FeatureAll : A64Feature<"all", [
    FeatureFPARMv8, FeatureNEON, FeatureSHA2, FeatureAES, FeatureCrypto, FeatureSM4, FeatureSHA3,
    FeatureCRC, FeaturePerfMon, FeatureSpecRestrict, FeatureLSE, FeatureRDM, FeaturePAN,
    FeatureLOR, FeatureVH, FeatureRAS, FeatureRASv2, FeatureFullFP16, FeatureFP16FML, FeatureSPE,
    FeatureSPE_EEF, FeaturePAN_RWV, FeaturePsUAO, FeatureCCPP, FeatureCacheDeepPersist,
    FeatureRCPC, FeatureRCPC_IMMO, FeatureRCPC3, FeaturePAuth, FeaturePAuthLR, FeatureFPAC,
    FeatureJS, FeatureCCIDX, FeatureComplxNum, FeatureNV, FeatureLSE2, FeatureDotProd, FeatureMPAM,
    FeatureDIT, FeatureTRACEV8_4, FeatureAM, FeatureAMVS, FeatureSEL2, FeatureTLB_RMI,
    FeatureFlagM, FeatureAltFPCmp, FeatureFRInt3264, FeatureSB, FeatureSSBS, FeaturePredRes,
    FeatureSPECRES2, FeatureBranchTargetId, FeatureRandGen, FeatureMTE, FeatureBF16,
    FeatureMatMulInt8, FeatureFineGrainedTraps, FeatureEnhancedCounterVirtualization, FeatureXS,
    FeatureWFxT, FeatureHCX, FeatureLS64, FeatureHBC, FeatureMOPS, FeatureNMI, FeatureCSSC,
    FeatureCLRBHB, FeaturePRFM_SLC, FeatureTHE, FeatureTRBE, FeatureETE, FeatureTME, FeatureBRBE,
    FeatureRME, FeatureMEC, FeatureCHK, FeatureGCS, FeatureITE, FeatureLSE128, FeatureD128,
    FeatureCPA, FeatureTLBIW, FeatureEL2VMSA, FeatureEL3, FeatureFAMINMAX, FeatureLUT, FeatureSVE,
    FeatureSVE2, FeatureSVE2AES, FeatureSVE2SM4, FeatureSVE2SHA3, FeatureSVE2BitPerm,
    FeatureSVE2p1, FeatureMatMulFP32, FeatureMatMulFP64, FeatureB16B16, FeatureSVEB16B16,
    FeatureSME, FeatureSMEF64F64, FeatureSMEI16I64, FeatureSMEFA64, FeatureSME2, FeatureSME2p1,
    FeatureSMEB16B16, FeatureSMEF16F16, FeatureSME_LUTv2, FeatureFP8, FeatureFP8FMA,
    FeatureFP8DOT4, FeatureFP8DOT2, FeatureSSVE_FP8FMA, FeatureSSVE_FP8DOT4, FeatureSSVE_FP8DOT2,
    FeatureSMEF8F32, FeatureSMEF8F16, HasV9_5aOps, HasV8_0rOps]>;

//===-- Predicates ---------------------------------------------------------===//
//
// Record names order the predicates an error names together ("instruction
// requires: fullfp16 neon").

class A64Pred<dag cond, string name> : Predicate<"">, AssemblerPredicate<cond, name>;

// One predicate per feature that instructions (or system register names)
// require: Has<X> for Feature<X>, named by its -mattr spelling unless
// llvm-mc names it otherwise.
multiclass FeaturePreds<list<string> features> {
  foreach f = features in
    def Has # f : A64Pred<(all_of !cast<SubtargetFeature>("Feature" # f)),
                          !cast<SubtargetFeature>("Feature" # f).Name>;
}
defm "" : FeaturePreds<["AES", "AM", "BF16", "BRBE", "CCIDX", "CCPP", "CHK", "CLRBHB",
                        "CPA", "CRC", "CSSC", "ComplxNum", "D128", "DIT", "DotProd",
                        "EL2VMSA", "EL3", "ETE", "FAMINMAX", "FP16FML", "FP8", "FP8DOT2",
                        "FP8DOT4", "FP8FMA", "FPAC", "FPARMv8", "FlagM", "FullFP16", "GCS",
                        "HBC", "ITE", "JS", "LOR", "LS64", "LSE", "LSE128", "LUT", "MOPS",
                        "MPAM", "MTE", "NEON", "NV", "PAuth", "PAuthLR", "PredRes", "RAS",
                        "RCPC", "RCPC3", "RCPC_IMMO", "RDM", "SB", "SEL2", "SHA2", "SHA3",
                        "SM4", "SME", "SME2", "SME2p1", "SMEF16F16", "SMEF64F64",
                        "SMEF8F16", "SMEF8F32", "SMEFA64", "SMEI16I64", "SME_LUTv2", "SPE",
                        "SPECRES2", "SPE_EEF", "SSBS", "SVE", "SVE2", "SVE2AES",
                        "SVE2BitPerm", "SVE2SHA3", "SVE2SM4", "SVE2p1", "THE", "TLB_RMI",
                        "TME", "TRACEV8_4", "TRBE", "VH", "WFxT", "XS", "B16B16",
                        "MatMulFP32", "MatMulFP64", "MatMulInt8", "RME",
                        "SpecRestrict", "FineGrainedTraps", "EnhancedCounterVirtualization",
                        "HCX", "NMI", "PRFM_SLC", "RASv2", "RandGen",
                        "MEC", "TLBIW",
                        "AMVS", "LSE2", "SVEB16B16", "SMEB16B16"]>;

// Names that differ from the -mattr spelling.
def HasPAN : A64Pred<(all_of FeaturePAN), "ARM v8.1  Privileged Access-Never extension">;
def HasPAN_RWV : A64Pred<(all_of FeaturePAN_RWV), "ARM v8.2 PAN AT S1E1R and AT S1E1W Variation">;
def HasPsUAO : A64Pred<(all_of FeaturePsUAO), "ARM v8.2 UAO PState extension (psuao)">;
def HasCONTEXTIDREL2 : A64Pred<(all_of FeatureCONTEXTIDREL2), "Target contains CONTEXTIDR_EL2 RW operand">;
def HasAltNZCV : A64Pred<(all_of FeatureAltFPCmp), "altnzcv">;
def HasFRInt3264Ops : A64Pred<(all_of FeatureFRInt3264), "frint3264">;
def HasBTI : A64Pred<(all_of FeatureBranchTargetId), "bti">;
def HasCCDP : A64Pred<(all_of FeatureCacheDeepPersist), "ccdp">;

// Conditions over several features.
def HasSVEorSME : A64Pred<(any_of FeatureSVE, FeatureSME), "sve or sme">;
def HasSVE2orSME : A64Pred<(any_of FeatureSVE2, FeatureSME), "sve2 or sme">;
def HasSVE2orSME2 : A64Pred<(any_of FeatureSVE2, FeatureSME2), "sve2 or sme2">;
def HasSVE2p1_or_HasSME : A64Pred<(any_of FeatureSME, FeatureSVE2p1), "sme or sve2p1">;
def HasSVE2p1_or_HasSME2 : A64Pred<(any_of FeatureSME2, FeatureSVE2p1), "sme2 or sve2p1">;
def HasSVE2p1_or_HasSME2p1 : A64Pred<(any_of FeatureSME2p1, FeatureSVE2p1), "sme2p1 or sve2p1">;
def HasSMEF16F16orSMEF8F16 : A64Pred<(any_of FeatureSMEF16F16, FeatureSMEF8F16),
                                     "sme-f16f16 or sme-f8f16">;
def HasSSVE_FP8DOT2 : A64Pred<(any_of FeatureSSVE_FP8DOT2, (all_of FeatureSVE2, FeatureFP8DOT2)),
                              "ssve-fp8dot2 or (sve2 and fp8dot2)">;
def HasSSVE_FP8DOT4 : A64Pred<(any_of FeatureSSVE_FP8DOT4, (all_of FeatureSVE2, FeatureFP8DOT4)),
                              "ssve-fp8dot4 or (sve2 and fp8dot4)">;
def HasSSVE_FP8FMA : A64Pred<(any_of FeatureSSVE_FP8FMA, (all_of FeatureSVE2, FeatureFP8FMA)),
                              "ssve-fp8fma or (sve2 and fp8fma)">;

// Architecture versions.
def HasV8_0a : A64Pred<(all_of HasV8_0aOps), "armv8.0a">;
def HasV8_0r : A64Pred<(all_of HasV8_0rOps), "armv8-r">;
foreach v = [[8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 6], [8, 7], [8, 8], [8, 9],
             [9, 1], [9, 2], [9, 3], [9, 4], [9, 5]] in
  def HasV # v[0] # _ # v[1] # a
      : A64Pred<(all_of !cast<SubtargetFeature>("HasV" # v[0] # "_" # v[1] # "aOps")),
                "armv" # v[0] # "." # v[1] # "a">;
def HasV9_0a : A64Pred<(all_of HasV9_0aOps), "armv9-a">;

//===-- Names of the .arch and .arch_extension directives ------------------===//

// `.arch NAME`: the version and the extensions it enables by default.
defvar v8_0_exts = [FeatureFPARMv8, FeatureNEON];
defvar v8_1_exts = !listconcat(v8_0_exts, [FeatureCRC, FeatureLSE, FeatureRDM]);
defvar v8_2_exts = !listconcat(v8_1_exts, [FeatureRAS]);
defvar v8_3_exts = !listconcat(v8_2_exts, [FeatureComplxNum, FeatureJS, FeaturePAuth,
                                           FeatureRCPC, FeatureCCIDX]);
defvar v8_4_exts = !listconcat(v8_3_exts, [FeatureDotProd, FeatureDIT, FeatureFlagM]);
defvar v8_5_exts = !listconcat(v8_4_exts, [FeaturePredRes, FeatureSSBS,
                                           FeatureBranchTargetId, FeatureSB]);
defvar v8_6_exts = !listconcat(v8_5_exts, [FeatureBF16, FeatureMatMulInt8]);
defvar v8_7_exts = !listconcat(v8_6_exts, [FeatureWFxT]);
defvar v8_8_exts = !listconcat(v8_7_exts, [FeatureMOPS, FeatureHBC]);
defvar v8_9_exts = !listconcat(v8_8_exts, [FeatureSPECRES2, FeatureCSSC, FeatureRASv2]);
defvar v9_0_exts = !listconcat(v8_5_exts, [FeatureFullFP16, FeatureSVE, FeatureSVE2]);
defvar v9_1_exts = !listconcat(v9_0_exts, [FeatureBF16, FeatureMatMulInt8, FeatureRME]);
defvar v9_2_exts = !listconcat(v9_1_exts, [FeatureMEC, FeatureWFxT]);
defvar v9_3_exts = !listconcat(v9_2_exts, [FeatureMOPS, FeatureHBC]);
defvar v9_4_exts = !listconcat(v9_3_exts, [FeatureSPECRES2, FeatureCSSC, FeatureRASv2]);
defvar v9_5_exts = !listconcat(v9_4_exts, [FeatureCPA, FeatureLUT, FeatureFAMINMAX]);

def : ArchitectureName<"armv8-a", !listconcat([HasV8_0aOps], v8_0_exts)>;
def : ArchitectureName<"armv8.1-a", !listconcat([HasV8_1aOps], v8_1_exts)>;
def : ArchitectureName<"armv8.2-a", !listconcat([HasV8_2aOps], v8_2_exts)>;
def : ArchitectureName<"armv8.3-a", !listconcat([HasV8_3aOps], v8_3_exts)>;
def : ArchitectureName<"armv8.4-a", !listconcat([HasV8_4aOps], v8_4_exts)>;
def : ArchitectureName<"armv8.5-a", !listconcat([HasV8_5aOps], v8_5_exts)>;
def : ArchitectureName<"armv8.6-a", !listconcat([HasV8_6aOps], v8_6_exts)>;
def : ArchitectureName<"armv8.7-a", !listconcat([HasV8_7aOps], v8_7_exts)>;
def : ArchitectureName<"armv8.8-a", !listconcat([HasV8_8aOps], v8_8_exts)>;
def : ArchitectureName<"armv8.9-a", !listconcat([HasV8_9aOps], v8_9_exts)>;
def : ArchitectureName<"armv9-a", !listconcat([HasV9_0aOps], v9_0_exts)>;
def : ArchitectureName<"armv9.1-a", !listconcat([HasV9_1aOps], v9_1_exts)>;
def : ArchitectureName<"armv9.2-a", !listconcat([HasV9_2aOps], v9_2_exts)>;
def : ArchitectureName<"armv9.3-a", !listconcat([HasV9_3aOps], v9_3_exts)>;
def : ArchitectureName<"armv9.4-a", !listconcat([HasV9_4aOps], v9_4_exts)>;
def : ArchitectureName<"armv9.5-a", !listconcat([HasV9_5aOps], v9_5_exts)>;
def : ArchitectureName<"armv8-r", !listconcat([HasV8_0rOps],
    [FeatureFPARMv8, FeatureNEON, FeatureCRC, FeatureLSE, FeatureRDM, FeatureRAS,
     FeatureComplxNum, FeatureJS, FeaturePAuth, FeatureRCPC, FeatureCCIDX,
     FeatureDotProd, FeatureDIT, FeatureFlagM, FeatureSSBS, FeatureFullFP16,
     FeatureFP16FML, FeatureSB])>;

// `.arch_extension NAME` (and `+NAME` after an architecture).
class A64Ext<string name, SubtargetFeature f> : ExtensionName<name, [f]>;
def : A64Ext<"crc", FeatureCRC>;
def : A64Ext<"sm4", FeatureSM4>;
def : A64Ext<"sha3", FeatureSHA3>;
def : A64Ext<"sha2", FeatureSHA2>;
def : A64Ext<"aes", FeatureAES>;
def : A64Ext<"crypto", FeatureCrypto>;
def : A64Ext<"fp", FeatureFPARMv8>;
def : A64Ext<"simd", FeatureNEON>;
def : A64Ext<"ras", FeatureRAS>;
def : A64Ext<"rasv2", FeatureRASv2>;
def : A64Ext<"lse", FeatureLSE>;
def : A64Ext<"predres", FeaturePredRes>;
def : A64Ext<"predres2", FeatureSPECRES2>;
def : A64Ext<"ccdp", FeatureCacheDeepPersist>;
def : A64Ext<"mte", FeatureMTE>;
def : A64Ext<"memtag", FeatureMTE>;
def : A64Ext<"tlb-rmi", FeatureTLB_RMI>;
def : A64Ext<"pan", FeaturePAN>;
def : A64Ext<"pan-rwv", FeaturePAN_RWV>;
def : A64Ext<"ccpp", FeatureCCPP>;
def : A64Ext<"rcpc", FeatureRCPC>;
def : A64Ext<"rng", FeatureRandGen>;
def : A64Ext<"sve", FeatureSVE>;
def : A64Ext<"sve2", FeatureSVE2>;
def : A64Ext<"sve2-aes", FeatureSVE2AES>;
def : A64Ext<"sve2-sm4", FeatureSVE2SM4>;
def : A64Ext<"sve2-sha3", FeatureSVE2SHA3>;
def : A64Ext<"sve2-bitperm", FeatureSVE2BitPerm>;
def : A64Ext<"sve2p1", FeatureSVE2p1>;
def : A64Ext<"b16b16", FeatureB16B16>;
def : A64Ext<"ls64", FeatureLS64>;
def : A64Ext<"xs", FeatureXS>;
def : A64Ext<"pauth", FeaturePAuth>;
def : A64Ext<"flagm", FeatureFlagM>;
def : A64Ext<"rme", FeatureRME>;
def : A64Ext<"sme", FeatureSME>;
def : A64Ext<"sme-f64f64", FeatureSMEF64F64>;
def : A64Ext<"sme-f16f16", FeatureSMEF16F16>;
def : A64Ext<"sme-i16i64", FeatureSMEI16I64>;
def : A64Ext<"sme2", FeatureSME2>;
def : A64Ext<"sme2p1", FeatureSME2p1>;
def : A64Ext<"hbc", FeatureHBC>;
def : A64Ext<"mops", FeatureMOPS>;
def : A64Ext<"mec", FeatureMEC>;
def : A64Ext<"the", FeatureTHE>;
def : A64Ext<"d128", FeatureD128>;
def : A64Ext<"lse128", FeatureLSE128>;
def : A64Ext<"ite", FeatureITE>;
def : A64Ext<"cssc", FeatureCSSC>;
def : A64Ext<"rcpc3", FeatureRCPC3>;
def : A64Ext<"gcs", FeatureGCS>;
def : A64Ext<"bf16", FeatureBF16>;
def : A64Ext<"compnum", FeatureComplxNum>;
def : A64Ext<"dotprod", FeatureDotProd>;
def : A64Ext<"f32mm", FeatureMatMulFP32>;
def : A64Ext<"f64mm", FeatureMatMulFP64>;
def : A64Ext<"fp16", FeatureFullFP16>;
def : A64Ext<"fp16fml", FeatureFP16FML>;
def : A64Ext<"i8mm", FeatureMatMulInt8>;
def : A64Ext<"lor", FeatureLOR>;
def : A64Ext<"profile", FeatureSPE>;
def : A64Ext<"rdm", FeatureRDM>;
def : A64Ext<"rdma", FeatureRDM>;
def : A64Ext<"sb", FeatureSB>;
def : A64Ext<"ssbs", FeatureSSBS>;
def : A64Ext<"tme", FeatureTME>;
def : A64Ext<"fp8", FeatureFP8>;
def : A64Ext<"faminmax", FeatureFAMINMAX>;
def : A64Ext<"fp8fma", FeatureFP8FMA>;
def : A64Ext<"ssve-fp8fma", FeatureSSVE_FP8FMA>;
def : A64Ext<"fp8dot2", FeatureFP8DOT2>;
def : A64Ext<"ssve-fp8dot2", FeatureSSVE_FP8DOT2>;
def : A64Ext<"fp8dot4", FeatureFP8DOT4>;
def : A64Ext<"ssve-fp8dot4", FeatureSSVE_FP8DOT4>;
def : A64Ext<"lut", FeatureLUT>;
def : A64Ext<"sme-lutv2", FeatureSME_LUTv2>;
def : A64Ext<"sme-f8f16", FeatureSMEF8F16>;
def : A64Ext<"sme-f8f32", FeatureSMEF8F32>;
def : A64Ext<"sme-fa64", FeatureSMEFA64>;
def : A64Ext<"cpa", FeatureCPA>;
def : A64Ext<"tlbiw", FeatureTLBIW>;
