// mattr: +pauth-lr
// instructions llvm-mc 19 takes only with: pauth-lr
autia171615
autiasppcr	x9
autiasppc	#-46084
autib171615
autibsppcr	x17
autibsppc	#-6392
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
retaasppcr	x28
retaasppc	#-262140
retabsppcr	x2
retabsppc	#-193744
