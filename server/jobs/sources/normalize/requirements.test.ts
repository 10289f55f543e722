import { languageRequirements } from "./requirements";

const none = { required: [], niceToHave: [] };

describe("languageRequirements", () => {
  it.each([
    // English
    ["Fluent German required.", ["de"]],
    ["German (C1) is a must", ["de"]],
    ["You speak fluent Dutch", ["nl"]],
    ["You speak fluent Dutch: our customers are Dutch municipalities", ["nl"]],
    ["Business-fluent English and German", ["en", "de"]],
    ["You must be fluent in French.", ["fr"]],
    ["Native-level Spanish", ["es"]],
    ["Requirements: 5+ years of experience, German C1, a driving licence", ["de"]],
    ["Proficiency in English and Polish", ["en", "pl"]],
    ["Fluent in English, German and Swedish", ["en", "de", "sv"]],
    ["Excellent written and verbal communication skills in English and Italian", ["en", "it"]],
    ["You are a native German speaker", ["de"]],
    ["English B2+, German A2", ["en", "de"]],
    ["German (native) and English (fluent)", ["de", "en"]],
    ["Fluency in both Norwegian and Danish is required", ["no", "da"]],
    ["Strong command of Mandarin", ["zh"]],
    ["Speak Czech, Hungarian and Romanian at C1 level.", ["cs", "hu", "ro"]],
    ["Flemish: mother tongue", ["nl"]],
    ["You are comfortable working in English", ["en"]],
    ["Business level Japanese and Korean", ["ja", "ko"]],
    ["Native or bilingual proficiency in Greek, Turkish or Hebrew", ["el", "tr", "he"]],
    ["Russian and Ukrainian are essential for this role", ["ru", "uk"]],
    ["Arabic: C2", ["ar"]],
    ["Must be fluent in Hindi", ["hi"]],
    ["Fluent Finnish needed", ["fi"]],
    ["Languages: German, English", ["de", "en"]],
    // German
    ["Sehr gute Deutschkenntnisse (C1)", ["de"]],
    ["Fließend Deutsch und Englisch", ["de", "en"]],
    ["Verhandlungssicheres Englisch", ["en"]],
    ["Sehr gute Deutsch- und gute Englischkenntnisse in Wort und Schrift", ["de", "en"]],
    ["Deutsch als Muttersprache", ["de"]],
    ["Du kommunizierst sicher auf Deutsch und Englisch", ["de", "en"]],
    ["Gute Kenntnisse der deutschen Sprache", ["de"]],
    ["Deutsch auf C1-Niveau ist Voraussetzung", ["de"]],
    // French
    ["Maîtrise de l'anglais exigée", ["en"]],
    ["Français courant", ["fr"]],
    ["Français courant et bon niveau d'anglais", ["fr", "en"]],
    ["Vous parlez anglais couramment", ["en"]],
    ["Parfaite maîtrise de la langue allemande", ["de"]],
    // Spanish
    ["Español nativo o bilingüe", ["es"]],
    ["Castellano nativo y buen nivel de inglés", ["es", "en"]],
    ["Inglés avanzado imprescindible", ["en"]],
    ["Buen nivel de inglés (B2 mínimo)", ["en"]],
    // Italian
    ["Ottima conoscenza dell'inglese", ["en"]],
    ["Ottima conoscenza dell'italiano e buona dell'inglese", ["it", "en"]],
    ["Conoscenza della lingua tedesca richiesta", ["de"]],
    // Portuguese
    ["Inglês fluente", ["en"]],
    ["Português fluente e bom nível de inglês", ["pt", "en"]],
    ["Domínio do espanhol é obrigatório", ["es"]],
    // Dutch
    ["Vloeiend Nederlands", ["nl"]],
    ["Je spreekt en schrijft vloeiend Nederlands en Engels", ["nl", "en"]],
    ["Uitstekende beheersing van de Nederlandse taal", ["nl"]],
    ["Goede kennis van het Frans is vereist", ["fr"]],
  ])("requires the languages of %p", (text, required) => {
    expect(languageRequirements(text)).toEqual({ required, niceToHave: [] });
  });

  it.each([
    ["German is a plus", ["de"]],
    ["Nice to have: French", ["fr"]],
    ["Knowledge of Dutch is an advantage", ["nl"]],
    ["Spanish would be a bonus", ["es"]],
    ["German preferred", ["de"]],
    ["Great if you also speak Portuguese", ["pt"]],
    ["Mandarin Chinese is a plus", ["zh"]],
    ["Dutch and/or French is a strong plus", ["nl", "fr"]],
    ["Englischkenntnisse sind von Vorteil", ["en"]],
    ["Französisch wünschenswert", ["fr"]],
    ["Idealerweise sprichst du Italienisch", ["it"]],
    ["L'allemand est un plus", ["de"]],
    ["La connaissance de l'espagnol serait un atout", ["es"]],
    ["Se valorará el conocimiento de alemán", ["de"]],
    ["La conoscenza del tedesco è un plus", ["de"]],
    ["Inglês é um diferencial", ["en"]],
    ["Kennis van het Duits is een pluspunt", ["de"]],
    ["Frans is een pré", ["fr"]],
  ])("welcomes the languages of %p", (text, niceToHave) => {
    expect(languageRequirements(text)).toEqual({ required: [], niceToHave });
  });

  it.each([
    ["Fluent English, German is a plus", ["en"], ["de"]],
    ["Fluent English and German is a plus", ["en"], ["de"]],
    ["Fluent English; German, French or Spanish is a plus", ["en"], ["de", "fr", "es"]],
    ["Fluent English required and German preferred", ["en"], ["de"]],
    ["German is a plus and English is required", ["en"], ["de"]],
    ["French is nice to have and German is required", ["de"], ["fr"]],
    ["English and German required, French is a plus", ["en", "de"], ["fr"]],
    ["You have strong English skills and ideally some knowledge of Swedish", ["en"], ["sv"]],
    ["Gute Englischkenntnisse, Französisch von Vorteil", ["en"], ["fr"]],
    ["Anglais courant indispensable, l'allemand serait un plus", ["en"], ["de"]],
    ["Bom nível de inglês e espanhol desejável", ["en"], ["es"]],
    ["Je spreekt vloeiend Nederlands en Engels; Duits is een pré", ["nl", "en"], ["de"]],
    // Welcome in one place, asked for in another: asked for.
    ["German is a plus.\nFluent German and English are required.", ["de", "en"], []],
  ])("tells required from welcome in %p", (text, required, niceToHave) => {
    expect(languageRequirements(text)).toEqual({ required, niceToHave });
  });

  it.each([
    "Work from our German office",
    "We support customers in 12 languages including French",
    "German engineering at its best",
    "Java, JavaScript, Go, Swift, Ruby, Rust, Dart and Kotlin are our languages",
    "Strong skills in Java, Go and Swift required",
    "You join an English-speaking team",
    "We are a German company with an English-speaking team. Our working language is English.",
    "Wir suchen einen Entwickler für unser Team in Berlin. Du hast Erfahrung mit TypeScript und arbeitest gern im Team.",
    "Unsere deutschen Kunden schätzen deine Arbeit",
    "Du bist Teil eines deutschsprachigen Teams",
    "Le marché français est notre priorité",
    "Nous sommes une entreprise française",
    "Clientes en España y Portugal",
    "Il mercato tedesco è in crescita",
    "De Nederlandse markt groeit snel",
    "You will work with customers in Germany, France and Spain",
    "Translate content from German into English",
    "You will sell to German and French customers",
    "Polish the UI and ship fast",
    "French fries every Friday and Greek yogurt in the fridge",
    "No German required",
    "German is not required",
    "Keine Deutschkenntnisse erforderlich",
    "Pas besoin de parler allemand",
    "We offer German lessons to improve your German skills",
    "Kostenlose Deutschkurse und ein Sprachkurs-Budget",
    "Our Dutch team speaks English every day",
    "",
  ])("asks for no language in %p", (text) => {
    expect(languageRequirements(text)).toEqual(none);
  });

  it("reads lists under their heading", () => {
    const posting = [
      "About us",
      "We serve German and Austrian tax firms from our Berlin office.",
      "",
      "What you'll bring",
      "• 5+ years with TypeScript",
      "• German and English",
      "",
      "Nice to have",
      "• Fluent Spanish",
      "• Italian",
      "",
      "What we offer",
      "• Fluent French-speaking colleagues and free Dutch courses",
      "• Business fluent Portuguese team",
    ].join("\n");
    expect(languageRequirements(posting)).toEqual({ required: ["de", "en"], niceToHave: ["es", "it"] });
  });

  it("reads a German posting's profile, not its benefits", () => {
    const posting = [
      "Dein Profil:",
      "- Abgeschlossenes Studium der Informatik",
      "- Sehr gute Deutsch- und gute Englischkenntnisse",
      "- Französisch ist ein Plus",
      "Wir bieten:",
      "- Fließend Deutsch sprechende Kolleg:innen",
    ].join("\n");
    expect(languageRequirements(posting)).toEqual({ required: ["de", "en"], niceToHave: ["fr"] });
  });

  it("keeps a requirement to its own sentence", () => {
    expect(languageRequirements("Fluent English is required. German customers love our product.")).toEqual({ required: ["en"], niceToHave: [] });
    expect(languageRequirements("You speak fluent English\nOur German office is in Munich")).toEqual({ required: ["en"], niceToHave: [] });
  });

  it("does not add the posting's own language", () => {
    const german = "Wir suchen eine erfahrene Entwicklerin, die mit unserem Team an der Plattform arbeitet. Du hast Erfahrung mit TypeScript.";
    expect(languageRequirements(german, "de")).toEqual(none);
    expect(languageRequirements("Vloeiend Engels", "nl")).toEqual({ required: ["en"], niceToHave: [] });
  });

  it("reads names that are words elsewhere only in their own language", () => {
    expect(languageRequirements("Je spreekt vloeiend Frans", "nl")).toEqual({ required: ["fr"], niceToHave: [] });
    expect(languageRequirements("Fluent in English and pools of talent", "en")).toEqual({ required: ["en"], niceToHave: [] });
    expect(languageRequirements("Polish is a must")).toEqual({ required: ["pl"], niceToHave: [] });
  });

  it("copes with nothing", () => {
    expect(languageRequirements(null)).toEqual(none);
    expect(languageRequirements(undefined, "en")).toEqual(none);
  });
});
