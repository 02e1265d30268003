// mattr: +pauth-lr
// instructions llvm-mc 19 takes only with: pauth-lr
autia171615
autiasppcr	x2
autiasppc	#-21560
autib171615
autibsppcr	x20
autibsppc	#-31676
pacia171615
paciasppc
pacib171615
pacibsppc
pacnbiasppc
pacnbibsppc
retaasppcr	x8
retaasppc	#-8500
retabsppcr	x27
retabsppc	#-112116
