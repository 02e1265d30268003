// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x95e3
tcommit
tstart	xzr
ttest	x8
