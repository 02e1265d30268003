// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0x889a
tcommit
tstart	x15
ttest	x21
