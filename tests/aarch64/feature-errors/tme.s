// without tme: each line is rejected
tcancel	#0x8070
tcommit
tstart	x23
ttest	x12
