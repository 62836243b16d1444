// The on-demand coach's words and limits, shared by the chat in the browser and the server.

export const COACH_GREETING =
  "Hi! I'm your on-demand coach for windshield repair training. Ask me about repair techniques, tools, pricing or finding customers, and I'll answer from the course and point you to the lessons that cover it.";

export const COACH_FAILURE = "Failed to get response from on-demand coach. Please try again.";

export const COACH_MESSAGE_MAX_LENGTH = 2000;

export const COACH_FEATURES = [
  "Available 24/7",
  "Repair technique guidance",
  "Business strategy advice",
  "Course content clarification",
  "A personalized learning path",
] as const;

export const QUICK_TOPICS = [
  { label: "Crack types and repair methods", question: "What types of chips and cracks are there, and how do I repair each one?" },
  { label: "Tool selection guide", question: "Which tools do I need, and how do the Pro and Platinum kits differ?" },
  { label: "Pricing strategies", question: "How should I price my repairs, including several chips on one windshield?" },
  { label: "Customer acquisition tips", question: "What are the best ways to find customers for my repair business?" },
] as const;

export const COACH_PRO_TIP = "Be specific: say what the damage looks like, how big it is and where it is on the glass, and you'll get a sharper answer.";

export type CoachMessageView = { id: string; role: "user" | "assistant"; html: string; time: string };
